import { desc, eq } from 'drizzle-orm';
import type { NewPageView, PageView } from '@rehearse/contracts/analytics';
import type { Db } from '../../db/db';
import { pageViews, type PageViewRow } from '../../db/schema/page-views';
import { consumeLimit, type RateLimitRule } from '../../platform/rate-limit';

// Generous for a person clicking around, tight enough that a runaway loop in a client cannot
// fill the table: one window per user, shared by every tab and API process.
export const PAGE_VIEW_LIMIT: RateLimitRule = {
  limit: 120,
  windowMs: 60_000,
  message: 'Too many page views reported.',
};
const DEFAULT_LIST_LIMIT = 20;

const limitKey = (userId: string) => `page-views:user:${userId}`;

export const toPageView = (row: PageViewRow): PageView => ({
  id: row.id,
  url: row.url,
  referrer: row.referrer,
  viewedAt: row.viewedAt.toISOString(),
});

export async function recordPageView(db: Db, userId: string, input: NewPageView) {
  const keys = [limitKey(userId)];
  await consumeLimit(db, keys, PAGE_VIEW_LIMIT);
  const [row] = await db
    .insert(pageViews)
    .values({ userId, url: input.url, referrer: input.referrer ?? null })
    .returning();
  return toPageView(row);
}

// The caller's own views, newest first (the id breaks ties within one millisecond).
export async function listPageViews(db: Db, userId: string, limit = DEFAULT_LIST_LIMIT) {
  const rows = await db
    .select()
    .from(pageViews)
    .where(eq(pageViews.userId, userId))
    .orderBy(desc(pageViews.viewedAt), desc(pageViews.id))
    .limit(limit);
  return rows.map(toPageView);
}
