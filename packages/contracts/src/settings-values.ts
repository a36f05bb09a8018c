// The look of the app each user chooses in the settings panel.
// The values live apart from their schema (settings.ts re-exports them): the web app's entry
// reads them before anything else, and zod must stay off the sign-in page (its size budget).
export const SCHEMES = ['light', 'dark', 'auto'] as const;
export type Scheme = (typeof SCHEMES)[number];

export const THEMES = [
  'theme-default',
  'theme-brand',
  'theme-teal',
  'theme-rose',
  'theme-purple',
  'theme-amber',
] as const;
export type ThemeName = (typeof THEMES)[number];

export const LAYOUTS = [
  'empty',
  'centered',
  'enterprise',
  'material',
  'modern',
  'classic',
  'classy',
  'compact',
  'dense',
  'futuristic',
  'thin',
] as const;
export type LayoutName = (typeof LAYOUTS)[number];

export const DEFAULT_SETTINGS = {
  scheme: 'light',
  theme: 'theme-default',
  layout: 'classic',
} as const satisfies { scheme: Scheme; theme: ThemeName; layout: LayoutName };
