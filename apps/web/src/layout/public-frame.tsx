import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '../components/language-menu';
import { ProductLogo } from '../components/product-logo';
import { SkipLink } from '../components/skip-link';
import { paths } from '../config/paths';
import { AppFooter } from './app-footer';

const MAIN_CONTENT_ID = 'main-content';

// Frame for pages anyone may open (support) when nobody is signed in.
export function PublicFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100dvh',
        bgcolor: 'background.default',
      }}
    >
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <AppBar
        position="static"
        elevation={0}
        color="inherit"
        sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <Link
            href={paths.home.getHref()}
            color="inherit"
            underline="none"
            aria-label={t('app.name')}
          >
            <ProductLogo />
          </Link>
          <Box sx={{ flexGrow: 1 }} />
          <LanguageMenu />
          <Button
            variant="contained"
            href={paths.auth.signIn.getHref(`${location.pathname}${location.search}`)}
          >
            {t('publicFrame.signIn')}
          </Button>
        </Toolbar>
      </AppBar>
      <Container
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, py: 4, outline: 'none' }}
      >
        {children}
      </Container>
      <AppFooter />
    </Box>
  );
}
