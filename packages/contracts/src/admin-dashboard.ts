import { z } from 'zod';
import { EMAIL_STATUSES } from './outbox';
import { PLAN_IDS } from './billing';

// The admin dashboard (docs/decisions/057-admin-workspace.md): figures per UTC day over a range
// (the last 30 days unless asked, at most 366), every day present (zeros included).
export const DASHBOARD_DEFAULT_DAYS = 30;
export const DASHBOARD_MAX_DAYS = 366;

export const adminDashboardQuerySchema = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type AdminDashboardQuery = z.infer<typeof adminDashboardQuerySchema>;

export const dashboardDaySchema = z.object({
  // YYYY-MM-DD (UTC).
  day: z.string(),
  users: z.number().int(),
  organizations: z.number().int(),
  interviews_completed: z.number().int(),
  page_views: z.number().int(),
});

export const adminDashboardSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(dashboardDaySchema),
  // Subscriptions of organizations that are not suspended, by plan.
  active_subscriptions: z.array(z.object({ plan: z.enum(PLAN_IDS), count: z.number().int() })),
  // Credits granted (grant rows) and used (captured interviews) in the range.
  credits: z.object({ granted: z.number().int(), used: z.number().int() }),
  top_pages: z.array(z.object({ url: z.string(), views: z.number().int() })),
  // The email queue now: rows by status, and how long the oldest queued one has waited.
  email_queue: z.object({
    by_status: z.array(z.object({ status: z.enum(EMAIL_STATUSES), count: z.number().int() })),
    oldest_queued_seconds: z.number().int().nullable(),
  }),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
