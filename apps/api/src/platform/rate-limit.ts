import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { rateLimits } from '../db/schema/rate-limits';
import { AppError } from './errors';

// A fixed window: at most `limit` hits per key in `windowMs`. See
// docs/decisions/017-rate-limits-and-account-recovery.md for the limits that exist.
export type RateLimitRule = { limit: number; windowMs: number; message: string };

// Counts one hit against every key and throws 429 with Retry-After when any key is now past its
// limit. Counting and reading are one statement (an upsert that answers the new count), so
// parallel requests cannot all read "under the limit" before any of them is counted.
export async function consumeLimit(db: Db, keys: string[], rule: RateLimitRule): Promise<void> {
  // Sorted and distinct: concurrent statements lock rows in one order (no deadlock), and one
  // statement may not touch a row twice.
  const distinct = [...new Set(keys)].sort();
  if (distinct.length === 0) return;
  const now = new Date();
  const expiredBefore = new Date(now.getTime() - rule.windowMs);
  // An expired window starts over inside the same statement.
  const expired = sql`${rateLimits.windowStart} <= ${expiredBefore.toISOString()}::timestamptz`;
  const rows = await db
    .insert(rateLimits)
    .values(distinct.map((key) => ({ key, windowStart: now, count: 1 })))
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then excluded.window_start else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  const over = rows.filter((row) => row.count > rule.limit);
  if (over.length === 0) return;
  const resetAt = Math.max(...over.map((row) => row.windowStart.getTime() + rule.windowMs));
  const retryAfter = Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000));
  const minutes = Math.ceil(retryAfter / 60);
  throw new AppError(
    'request.rate_limited',
    `${rule.message} Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { params: { minutes }, headers: { 'Retry-After': String(retryAfter) } },
  );
}

// Takes back one hit of each key: for limits that count failures, a request that turned out
// to succeed is not one.
export async function refundLimit(db: Db, keys: string[]): Promise<void> {
  const distinct = [...new Set(keys)].sort();
  if (distinct.length === 0) return;
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(inArray(rateLimits.key, distinct));
}

// Forgets every hit of these keys (e.g. an account's failures after a success).
export async function clearLimit(db: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(rateLimits).where(inArray(rateLimits.key, keys));
}
