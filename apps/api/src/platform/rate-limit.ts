import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { rateLimits } from '../db/schema/rate-limits';
import { AppError } from './errors';

export type RateLimitRule = { limit: number; windowMs: number; message: string };

// Throws 429 with Retry-After when any key has used up its window.
export async function assertUnderLimit(db: Db, keys: string[], rule: RateLimitRule): Promise<void> {
  const now = Date.now();
  for (const key of keys) {
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
    if (!row) continue;
    const resetAt = row.windowStart.getTime() + rule.windowMs;
    if (resetAt > now && row.count >= rule.limit) {
      const retryAfter = Math.max(1, Math.ceil((resetAt - now) / 1000));
      const minutes = Math.ceil(retryAfter / 60);
      throw new AppError(
        'request.rate_limited',
        `${rule.message} Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        { params: { minutes }, headers: { 'Retry-After': String(retryAfter) } },
      );
    }
  }
}

// Counts one hit against each key; an expired window starts over. One statement per key, so
// concurrent failures cannot lose a count.
export async function recordHit(db: Db, keys: string[], rule: RateLimitRule): Promise<void> {
  const windowStart = new Date();
  const expiredBefore = new Date(windowStart.getTime() - rule.windowMs).toISOString();
  const startText = windowStart.toISOString();
  for (const key of keys) {
    await db
      .insert(rateLimits)
      .values({ key, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${rateLimits.windowStart} <= ${expiredBefore}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
          windowStart: sql`case when ${rateLimits.windowStart} <= ${expiredBefore}::timestamptz then ${startText}::timestamptz else ${rateLimits.windowStart} end`,
        },
      });
  }
}

export async function clearHits(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
