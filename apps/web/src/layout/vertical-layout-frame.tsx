import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import type { SxProps, Theme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import type { LayoutName } from '@rehearse/contracts/settings';
import { useTranslation } from 'react-i18next';
import { ProductLogo } from '../components/product-logo';
import { SkipLink } from '../components/skip-link';
import { MAIN_CONTENT_ID, RIGHT_STRIP_WIDTH, type LayoutProps } from './layout-props';
import { NAVIGATION_WIDTHS, type NavigationAppearance } from './navigation/navigation-utils';
import { VerticalNavigation } from './navigation/vertical-navigation';
import { useNavigationState } from './use-navigation-state';

type VerticalLayoutFrameProps = LayoutProps & {
  name: LayoutName;
  appearance: NavigationAppearance;
  // Colours of the navigation panel (each layout has its own look).
  navigationSx?: SxProps<Theme>;
  // Shown at the top of the navigation panel, above the items.
  navigationHeader?: ReactNode;
  navigationFooter?: ReactNode;
  headerSx?: SxProps<Theme>;
  // Extra controls after the bars button (the dense layout's appearance toggle).
  headerStart?: ReactNode;
  footer?: ReactNode;
  collapseOn?: (pathname: string) => boolean;
};

// The frame of every side-navigation layout: a navigation panel (beside the content from md
// up, over it below md), a header with the bars button and the actions, and the content.
export function VerticalLayoutFrame({
  name,
  appearance,
  navigation,
  homeHref,
  headerActions,
  navigationSx,
  navigationHeader,
  navigationFooter,
  headerSx,
  headerStart,
  footer,
  collapseOn,
  rightStrip,
  children,
}: VerticalLayoutFrameProps) {
  const { t } = useTranslation();
  const nav = useNavigationState({ collapseOn });
  const width = NAVIGATION_WIDTHS[appearance];
  const sideOpen = nav.mode === 'side' && nav.opened;

  const panel = (
    <VerticalNavigation
      name="mainNavigation"
      items={navigation}
      appearance={appearance}
      activeAsideId={nav.activeAsideId}
      onAsideChange={nav.setActiveAsideId}
      header={
        navigationHeader ?? (
          <Toolbar sx={{ px: 2.5 }}>
            <Link href={homeHref} color="inherit" underline="none" aria-label={t('app.name')}>
              <ProductLogo />
            </Link>
          </Toolbar>
        )
      }
      footer={navigationFooter}
    />
  );
  const paperSx = [
    { width, boxSizing: 'border-box', overflow: 'visible', borderRight: 1, borderColor: 'divider' },
    ...(Array.isArray(navigationSx) ? navigationSx : [navigationSx]),
  ] as SxProps<Theme>;

  return (
    <Box
      data-layout={name}
      sx={{
        display: 'flex',
        minHeight: '100dvh',
        bgcolor: 'background.default',
        pr: rightStrip ? { lg: RIGHT_STRIP_WIDTH } : 0,
      }}
    >
      <SkipLink targetId={MAIN_CONTENT_ID} />
      {nav.mode === 'over' ? (
        <Drawer
          variant="temporary"
          open={nav.opened}
          onClose={() => nav.setOpened(false)}
          slotProps={{ paper: { sx: paperSx } }}
        >
          {panel}
        </Drawer>
      ) : (
        <Drawer
          variant="persistent"
          open={nav.opened}
          slotProps={{ paper: { sx: paperSx } }}
          sx={{
            width: sideOpen ? width : 0,
            flexShrink: 0,
            transition: (theme) => theme.transitions.create('width'),
          }}
        >
          {panel}
        </Drawer>
      )}
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar
          position="sticky"
          elevation={0}
          color="inherit"
          sx={[
            { borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' },
            ...(Array.isArray(headerSx) ? headerSx : [headerSx]),
          ]}
        >
          <Toolbar sx={{ gap: 1 }}>
            <IconButton
              edge="start"
              color="inherit"
              aria-label={t('shell.navigation.toggle')}
              aria-controls="mainNavigation"
              aria-expanded={nav.opened}
              onClick={nav.toggle}
            >
              <MenuIcon />
            </IconButton>
            {headerStart}
            <Box sx={{ flexGrow: 1 }} />
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>{headerActions}</Box>
          </Toolbar>
        </AppBar>
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          sx={{ flexGrow: 1, p: { xs: 2, sm: 3, md: 4 }, outline: 'none' }}
        >
          {children}
        </Box>
        {footer}
      </Box>
      {rightStrip}
    </Box>
  );
}
