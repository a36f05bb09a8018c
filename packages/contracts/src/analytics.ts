import { z } from 'zod';
import { isInAppPath } from './app-links';

export const PAGE_VIEW_URL_MAX = 2000;
export const PAGE_VIEWS_LIST_MAX = 100;

// An in-app URL: a path starting with a single '/' plus optional query and hash. Absolute and
// protocol-relative URLs ('https://…', '//host') are refused so the table never records, and
// the app never reports, a third-party address.
const inAppUrl = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .min(1, `${field} is required`)
    .max(PAGE_VIEW_URL_MAX, `${field} must be at most ${PAGE_VIEW_URL_MAX} characters`)
    .refine(
      (v) => isInAppPath(v) && !/\s/.test(v),
      `${field} must be an in-app path starting with /`,
    );

// POST /api/analytics/page-views: one settled navigation, with its final URL after redirects.
export const newPageViewSchema = z.object({
  url: inAppUrl('url'),
  referrer: inAppUrl('referrer').nullable().optional(),
});
export type NewPageView = z.infer<typeof newPageViewSchema>;

export const pageViewSchema = z.object({
  id: z.string(),
  url: z.string(),
  referrer: z.string().nullable(),
  // ISO 8601 date-time.
  viewedAt: z.string(),
});
export type PageView = z.infer<typeof pageViewSchema>;
export const pageViewListSchema = z.array(pageViewSchema);

// GET /api/analytics/page-views?limit=: the caller's own views, newest first.
export const pageViewsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(PAGE_VIEWS_LIST_MAX, `limit must be at most ${PAGE_VIEWS_LIST_MAX}`)
    .optional(),
});
