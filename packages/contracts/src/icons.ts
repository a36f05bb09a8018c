import { z } from 'zod';

// The path segments of GET /api/ui/icons/{set} (decision 003).
export const ICON_SET_SLUGS = [
  'feather',
  'heroicons-outline',
  'heroicons-solid',
  'heroicons-mini',
  'material-solid',
  'material-outline',
  'material-twotone',
] as const;
export type IconSetSlug = (typeof ICON_SET_SLUGS)[number];

export const iconSetSchema = z.object({
  // The prefix icons are named with, e.g. 'heroicons_outline' in 'heroicons_outline:home'.
  namespace: z.string(),
  name: z.string(),
  // The icon size class of the preview grid: icon-size-5 for heroicons-mini, else icon-size-6.
  grid: z.string(),
  list: z.array(z.string()),
});
export type IconSet = z.infer<typeof iconSetSchema>;

export const iconSetParamsSchema = z.object({
  set: z.string().max(100, 'set must be at most 100 characters'),
});
