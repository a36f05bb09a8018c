import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { ProductLogo } from '../../components/product-logo';
import { darkNavigationSx } from '../dark-navigation-sx';
import type { LayoutProps } from '../layout-props';
import { VerticalLayoutFrame } from '../vertical-layout-frame';

// Classy: a dark slate 280 px navigation with the user's card under the logo.
export function ClassyLayout(props: LayoutProps) {
  const { t } = useTranslation();
  return (
    <VerticalLayoutFrame
      {...props}
      name="classy"
      appearance="default"
      navigationSx={darkNavigationSx('#1e293b')}
      navigationHeader={
        <>
          <Toolbar sx={{ px: 2.5 }}>
            <Link href={props.homeHref} color="inherit" underline="none" aria-label={t('app.name')}>
              <ProductLogo />
            </Link>
          </Toolbar>
          {props.userCard}
        </>
      }
      headerSx={{ borderBottom: 0, boxShadow: 1 }}
    />
  );
}
