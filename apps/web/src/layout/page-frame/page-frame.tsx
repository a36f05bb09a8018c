import { useState, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '../../components/language-menu';
import { ProductLogo } from '../../components/product-logo';
import { SkipLink } from '../../components/skip-link';
import { paths } from '../../config/paths';
import {
  currentUserQueryOptions,
  isRecruiterQueryOptions,
} from '../../lib/session/session.queries';
import { AppFooter } from './app-footer';
import { navigationFor } from './navigation-items';
import { SideNavigation } from './side-navigation';
import { UserMenu } from './user-menu';

export const NAVIGATION_WIDTH = 280;
const MAIN_CONTENT_ID = 'main-content';

// The signed-in frame: header, side navigation (permanent from md, an overlay below) and footer.
// The route guards have already loaded the user and the role, so these queries do not suspend.
export function PageFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const { data: user } = useSuspenseQuery(currentUserQueryOptions());
  const { data: recruiter } = useSuspenseQuery(isRecruiterQueryOptions(user));
  const groups = navigationFor(recruiter, user.roles);
  const homeHref = recruiter ? paths.recruiter.dashboard.getHref() : paths.workspace.home.getHref();

  const drawerContent = (onNavigate?: () => void) => (
    <>
      <Toolbar />
      <SideNavigation groups={groups} onNavigate={onNavigate} />
    </>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh', bgcolor: 'background.default' }}>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <AppBar
        position="fixed"
        elevation={0}
        color="inherit"
        sx={{
          zIndex: (theme) => theme.zIndex.drawer + 1,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            edge="start"
            color="inherit"
            aria-label={t('nav.open')}
            aria-expanded={mobileOpen}
            onClick={() => setMobileOpen((open) => !open)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Link href={homeHref} color="inherit" underline="none" aria-label={t('app.name')}>
            <ProductLogo />
          </Link>
          <Box sx={{ flexGrow: 1 }} />
          <LanguageMenu />
          <UserMenu user={user} />
        </Toolbar>
      </AppBar>

      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={() => setMobileOpen(false)}
        ModalProps={{ keepMounted: true }}
        sx={{
          display: { xs: 'block', md: 'none' },
          '& .MuiDrawer-paper': { width: NAVIGATION_WIDTH, boxSizing: 'border-box' },
        }}
      >
        {drawerContent(() => setMobileOpen(false))}
      </Drawer>
      <Drawer
        variant="permanent"
        open
        sx={{
          display: { xs: 'none', md: 'block' },
          width: NAVIGATION_WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: NAVIGATION_WIDTH, boxSizing: 'border-box' },
        }}
      >
        {drawerContent()}
      </Drawer>

      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          sx={{ flexGrow: 1, p: { xs: 2, sm: 3, md: 4 }, outline: 'none' }}
        >
          {children}
        </Box>
        <AppFooter />
      </Box>
    </Box>
  );
}
