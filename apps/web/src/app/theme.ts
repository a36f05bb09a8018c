import { createTheme, type Theme } from '@mui/material/styles';
import type { ThemeName } from '@rehearse/contracts/settings';
import { LinkBehavior } from '../components/link-behavior';
import { SCHEME_STORAGE_KEY } from '../lib/appearance';

type Accent = { primary: string; secondary: string };

// Primary and secondary colours of each of the six themes, per colour scheme: the dark
// variants are lighter so text on the dark background keeps its contrast. Checked with axe
// (e2e/specs/accessibility.spec.ts): white badge text needs a secondary of 4.5:1 (teal-700, not
// teal-600), and the dark primary must read on a selected row's grey (indigo-300).
const accents: Record<ThemeName, { light: Accent; dark: Accent }> = {
  'theme-default': {
    light: { primary: '#4f46e5', secondary: '#0f766e' },
    dark: { primary: '#a5b4fc', secondary: '#2dd4bf' },
  },
  'theme-brand': {
    light: { primary: '#2563eb', secondary: '#f59e0b' },
    dark: { primary: '#60a5fa', secondary: '#fbbf24' },
  },
  'theme-teal': {
    light: { primary: '#0f766e', secondary: '#4f46e5' },
    dark: { primary: '#2dd4bf', secondary: '#a5b4fc' },
  },
  'theme-rose': {
    light: { primary: '#e11d48', secondary: '#0f766e' },
    dark: { primary: '#fb7185', secondary: '#5eead4' },
  },
  'theme-purple': {
    light: { primary: '#7e22ce', secondary: '#db2777' },
    dark: { primary: '#c084fc', secondary: '#f472b6' },
  },
  'theme-amber': {
    light: { primary: '#b45309', secondary: '#0369a1' },
    dark: { primary: '#fbbf24', secondary: '#38bdf8' },
  },
};

// Light and dark are CSS variables switched by a class on <html> ("light" / "dark"), which
// public/theme-boot.js sets before the first paint; MUI then keeps it in step with the choice.
// On the server, media queries in components (useMediaQuery) answer for the width the page is
// drawn for (app/prerender/signed-in-page.tsx); in the browser they ask the window.
function createAppTheme(name: ThemeName, serverWidth?: number): Theme {
  const accent = accents[name];
  const mediaQueries =
    serverWidth === undefined
      ? {}
      : { MuiUseMediaQuery: { defaultProps: { ssrMatchMedia: widthMatcher(serverWidth) } } };
  return createTheme({
    cssVariables: { colorSchemeSelector: 'class' },
    colorSchemes: {
      light: {
        palette: {
          primary: { main: accent.light.primary },
          secondary: { main: accent.light.secondary },
          background: { default: '#f6f7f9', paper: '#ffffff' },
        },
      },
      dark: {
        palette: {
          primary: { main: accent.dark.primary },
          secondary: { main: accent.dark.secondary },
          background: { default: '#0f1115', paper: '#171a21' },
        },
      },
    },
    breakpoints: {
      values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1440 },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      h1: { fontSize: '1.75rem', fontWeight: 700, letterSpacing: '-0.01em' },
      h2: { fontSize: '1.375rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    focusVisible: true,
    components: {
      MuiButtonBase: {
        defaultProps: { LinkComponent: LinkBehavior },
      },
      MuiLink: {
        defaultProps: { component: LinkBehavior, underline: 'hover' },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
      },
      MuiTextField: {
        defaultProps: { fullWidth: true },
      },
      ...mediaQueries,
    },
  });
}

// The breakpoints' queries (`(min-width:900px)`, `(max-width:1199.95px)`, both) for one width.
function widthMatcher(width: number) {
  return (query: string) => ({
    matches: [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, side, px]) =>
      side === 'min' ? width >= Number(px) : width <= Number(px),
    ),
  });
}

// A theme for the server's render of a page at one width (never cached: rare and cheap).
export const serverThemeFor = (name: ThemeName, width: number): Theme =>
  createAppTheme(name, width);

const themes = new Map<ThemeName, Theme>();

// Built once per theme on first use.
export function themeFor(name: ThemeName): Theme {
  let theme = themes.get(name);
  if (!theme) {
    theme = createAppTheme(name);
    themes.set(name, theme);
  }
  return theme;
}

export const THEME_PROVIDER_STORAGE = {
  modeStorageKey: SCHEME_STORAGE_KEY,
  // MUI's per-mode colour-scheme memory is not used (one light and one dark scheme).
  colorSchemeStorageKey: 'rehearse-color-scheme',
} as const;
