import { z } from 'zod';
import { isInAppPath } from './app-links';
import { withCode } from './validation-issues';

export const NAVIGATION_ITEM_TYPES = [
  'basic',
  'aside',
  'collapsable',
  'group',
  'divider',
  'spacer',
] as const;

// One entry of a navigation tree. The `function` field of the old front-end data cannot travel
// as JSON, so it is not part of the contract (decision 015).
export const navigationItemSchema = z
  .object({
    id: z.string(),
    type: z.enum(NAVIGATION_ITEM_TYPES),
    title: z.string().optional(),
    subtitle: z.string().optional(),
    icon: z.string().optional(),
    link: z.string().optional(),
    externalLink: z.boolean().optional(),
    exactMatch: z.boolean().optional(),
    target: z.enum(['_blank', '_self', '_parent', '_top']).optional(),
    tooltip: z.string().optional(),
    badge: z.object({ title: z.string().optional(), classes: z.string().optional() }).optional(),
    disabled: z.boolean().optional(),
    hidden: z.boolean().optional(),
    meta: z.object({ roles: z.array(z.string()).optional() }).optional(),
    // Annotated, so the declaration files of `tsc -b` keep the tree's type (not a record).
    get children(): z.ZodOptional<z.ZodArray<typeof navigationItemSchema>> {
      return z.array(navigationItemSchema).optional();
    },
  })
  // A named schema: the OpenAPI document refers to it by $ref, which is how a tree is written.
  .meta({ id: 'NavigationItem' });
export type NavigationItem = z.infer<typeof navigationItemSchema>;

// The navigation item without a link whose click the web app handles: it opens the appearance
// settings (scheme, theme, layout). A function cannot travel as JSON, so the app attaches it
// to this id.
export const APPEARANCE_ITEM_ID = 'apps.appearance';

export const NAVIGATION_LISTS = [
  'compact',
  'default',
  'futuristic',
  'horizontal',
  'recruiter',
] as const;
export type NavigationList = (typeof NAVIGATION_LISTS)[number];

export const navigationSchema = z.object({
  compact: z.array(navigationItemSchema),
  default: z.array(navigationItemSchema),
  futuristic: z.array(navigationItemSchema),
  horizontal: z.array(navigationItemSchema),
  recruiter: z.array(navigationItemSchema),
});
export type Navigation = z.infer<typeof navigationSchema>;

// A link a user may store (shortcuts, messages, notifications): an in-app path (isInAppPath:
// "/x", never "//host" or "/\host") or an http(s) URL. Anything else (javascript:, data:) would
// run or load content from an <a href>, so it is refused.
export const LINK_MAX_LENGTH = 2000;
export const appLinkSchema = z
  .string()
  .trim()
  .min(1, 'Link is required')
  .max(LINK_MAX_LENGTH, `Link must be at most ${LINK_MAX_LENGTH} characters`)
  .refine(
    (v) => isInAppPath(v) || /^https?:\/\/[^\s]+$/i.test(v),
    withCode(
      'validation.app_link',
      'Link must be an in-app path starting with / or an http(s) URL',
    ),
  );
