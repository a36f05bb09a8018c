import { z } from 'zod';

// The look of the app each user chooses in the settings panel (core-product.md §2, §9).
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

export const settingsSchema = z.object({
  scheme: z.enum(SCHEMES),
  theme: z.enum(THEMES),
  layout: z.enum(LAYOUTS),
});
export type Settings = z.infer<typeof settingsSchema>;

// PATCH {settings}: only the fields given change.
export const updateSettingsSchema = z.object({ settings: settingsSchema.partial().strict() });
export type UpdateSettingsInput = z.infer<typeof updateSettingsSchema>;
