import { z } from 'zod';
import { LAYOUTS, SCHEMES, THEMES } from './settings-values';

export { DEFAULT_SETTINGS, LAYOUTS, SCHEMES, THEMES } from './settings-values';
export type { LayoutName, Scheme, ThemeName } from './settings-values';

export const settingsSchema = z.object({
  scheme: z.enum(SCHEMES),
  theme: z.enum(THEMES),
  layout: z.enum(LAYOUTS),
});
export type Settings = z.infer<typeof settingsSchema>;

// PATCH {settings}: only the fields given change.
export const updateSettingsSchema = z.object({ settings: settingsSchema.partial().strict() });
export type UpdateSettingsInput = z.infer<typeof updateSettingsSchema>;
