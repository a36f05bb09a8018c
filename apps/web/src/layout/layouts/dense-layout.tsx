import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLessDouble';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMoreDouble';
import { useTranslation } from 'react-i18next';
import { ProductLogo } from '../../components/product-logo';
import type { LayoutProps } from '../layout-props';
import { LogoMark } from '../logo-mark';
import type { NavigationAppearance } from '../navigation/navigation-utils';
import { VerticalLayoutFrame } from '../vertical-layout-frame';

// Dense: an 80 px icon navigation that toggles to the full 280 px one. It starts dense from
// md up and full below, where it overlays the content anyway.
export function DenseLayout(props: LayoutProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const mdUp = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [appearance, setAppearance] = useState<NavigationAppearance>(mdUp ? 'dense' : 'default');
  const dense = appearance === 'dense';
  return (
    <VerticalLayoutFrame
      {...props}
      name="dense"
      appearance={appearance}
      navigationSx={{ bgcolor: 'background.paper' }}
      navigationHeader={
        dense ? (
          <LogoMark href={props.homeHref} />
        ) : (
          <Toolbar sx={{ px: 2.5 }}>
            <Link href={props.homeHref} color="inherit" underline="none" aria-label={t('app.name')}>
              <ProductLogo />
            </Link>
          </Toolbar>
        )
      }
      headerStart={
        <IconButton
          color="inherit"
          aria-label={t('shell.navigation.toggleDense')}
          aria-pressed={dense}
          onClick={() => setAppearance(dense ? 'default' : 'dense')}
        >
          {dense ? (
            <UnfoldMoreIcon sx={{ rotate: '90deg' }} />
          ) : (
            <UnfoldLessIcon sx={{ rotate: '90deg' }} />
          )}
        </IconButton>
      }
    />
  );
}
