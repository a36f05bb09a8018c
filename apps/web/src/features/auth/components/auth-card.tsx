import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LazyLanguageMenu } from '../../../components/lazy-language-menu';
import { ProductLogo } from '../../../components/product-logo';
import { paths } from '../../../config/paths';

type AuthCardProps = {
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
};

// A centred card on the empty layout: logo, the page's h1, then the form or message.
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: { xs: 1, sm: 2 }, pt: 1 }}>
        <LazyLanguageMenu />
      </Box>
      <Box
        component="main"
        sx={{
          flexGrow: 1,
          display: 'flex',
          alignItems: { xs: 'flex-start', sm: 'center' },
          justifyContent: 'center',
          px: 2,
          pt: { xs: 1, sm: 0 },
          pb: { xs: 4, sm: 8 },
        }}
      >
        <Card
          variant="outlined"
          sx={{
            width: '100%',
            maxWidth: 440,
            borderRadius: '16px',
            boxShadow: '0 12px 40px -12px rgb(15 17 21 / 0.18)',
          }}
        >
          <CardContent sx={{ p: { xs: 3, sm: 5 }, '&:last-child': { pb: { xs: 3, sm: 5 } } }}>
            <Link
              href={paths.home.getHref()}
              underline="none"
              color="inherit"
              aria-label={t('app.name')}
            >
              <ProductLogo size="large" />
            </Link>
            <Typography variant="h1" sx={{ mt: 4, mb: subtitle ? 1 : 3 }}>
              {title}
            </Typography>
            {subtitle && (
              <Typography color="text.secondary" sx={{ mb: 3 }}>
                {subtitle}
              </Typography>
            )}
            {children}
            {footer && (
              <Typography
                component="div"
                variant="body2"
                color="text.secondary"
                // Links inside a sentence are underlined: colour alone does not tell them apart.
                sx={{ mt: 3, textAlign: 'center', '& a': { textDecoration: 'underline' } }}
              >
                {footer}
              </Typography>
            )}
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
