// Enables `theme.vars` typing for the CSS-variables theme (light and dark follow the system).
import type {} from '@mui/material/themeCssVarsAugmentation';
