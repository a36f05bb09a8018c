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
import { HorizontalNavigation } from './navigation/horizontal-navigation';
import { VerticalNavigation } from './navigation/vertical-navigation';
import { useNavigationState } from './use-navigation-state';

type HorizontalLayoutFrameProps = LayoutProps & {
  name: LayoutName;
  // inline: the menu sits in the header row; row: it has a bar of its own below the header.
  menuPlacement: 'inline' | 'row';
  // Width of the header and content; false spans the window.
  maxWidth: number | false;
  headerSx?: SxProps<Theme>;
  menuBarSx?: SxProps<Theme>;
  menuColor?: 'inherit' | 'primary';
  contentSx?: SxProps<Theme>;
  // Drawn behind the top of the page (the material layout's coloured band).
  backdrop?: ReactNode;
  footer?: ReactNode;
};

const asArray = (sx: SxProps<Theme> | undefined) => (Array.isArray(sx) ? sx : [sx]);

// The frame of the top-navigation layouts. Below md the menu does not fit: a bars button
// opens the same tree as a vertical navigation over the content.
export function HorizontalLayoutFrame({
  name,
  navigation,
  homeHref,
  headerActions,
  menuPlacement,
  maxWidth,
  headerSx,
  menuBarSx,
  menuColor = 'primary',
  contentSx,
  backdrop,
  footer,
  rightStrip,
  children,
}: HorizontalLayoutFrameProps) {
  const { t } = useTranslation();
  const nav = useNavigationState();
  const width = maxWidth === false ? '100%' : maxWidth;
  const inner = { width: '100%', maxWidth: width, mx: 'auto' };
  const menu = <HorizontalNavigation items={navigation} color={menuColor} />;

  return (
    <Box
      data-layout={name}
      sx={{
        position: 'relative',
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
        pr: rightStrip ? { lg: RIGHT_STRIP_WIDTH } : 0,
      }}
    >
      <SkipLink targetId={MAIN_CONTENT_ID} />
      {backdrop}
      {nav.mode === 'over' && (
        <Drawer
          variant="temporary"
          open={nav.opened}
          onClose={() => nav.setOpened(false)}
          slotProps={{ paper: { sx: { overflow: 'visible' } } }}
        >
          <VerticalNavigation
            name="mainNavigation"
            items={navigation}
            appearance="default"
            activeAsideId={nav.activeAsideId}
            onAsideChange={nav.setActiveAsideId}
            header={
              <Toolbar sx={{ px: 2.5 }}>
                <ProductLogo />
              </Toolbar>
            }
          />
        </Drawer>
      )}
      <AppBar position="sticky" elevation={0} color="inherit" sx={asArray(headerSx)}>
        <Toolbar sx={{ ...inner, gap: { xs: 1, sm: 2 } }}>
          {nav.mode === 'over' && (
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
          )}
          <Link
            href={homeHref}
            color="inherit"
            underline="none"
            aria-label={t('app.name')}
            // On a phone the header's widgets need the room: the mark alone stands for the name.
            sx={{ '& .MuiTypography-root': { display: { xs: 'none', sm: 'inline' } } }}
          >
            <ProductLogo />
          </Link>
          {nav.mode === 'side' && menuPlacement === 'inline' && (
            <Box sx={{ minWidth: 0, flexShrink: 1 }}>{menu}</Box>
          )}
          <Box sx={{ flexGrow: 1 }} />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>{headerActions}</Box>
        </Toolbar>
        {nav.mode === 'side' && menuPlacement === 'row' && (
          <Box sx={asArray(menuBarSx)}>
            <Toolbar variant="dense" sx={inner}>
              {menu}
            </Toolbar>
          </Box>
        )}
      </AppBar>
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={[
          {
            ...inner,
            position: 'relative',
            flexGrow: 1,
            p: { xs: 2, sm: 3, md: 4 },
            outline: 'none',
          },
          ...asArray(contentSx),
        ]}
      >
        {children}
      </Box>
      {footer}
      {rightStrip}
    </Box>
  );
}
