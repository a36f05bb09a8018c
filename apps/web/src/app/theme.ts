import { createTheme } from '@mui/material/styles';
import { LinkBehavior } from '../components/link-behavior';

// Light and dark follow the system through CSS variables and `prefers-color-scheme`,
// so no inline script is needed (the CSP allows only same-origin scripts).
export const theme = createTheme({
  cssVariables: true,
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#4f46e5' },
        secondary: { main: '#0d9488' },
        background: { default: '#f6f7f9', paper: '#ffffff' },
      },
    },
    dark: {
      palette: {
        primary: { main: '#8b8cf8' },
        secondary: { main: '#2dd4bf' },
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
  },
});
