import { eq, sql } from 'drizzle-orm';
import type { Db } from './db';
import { appSettings } from './schema/app-settings';

// Version stamps of what processes cache in memory (the question pool): a change bumps the
// stamp in the database, and every process that holds the value reads the stamp now and then
// and reloads when it moved (platform/app-memo.ts `getStamped`). Several API processes on one
// PostgreSQL database so see each other's changes; kept in app_settings as `cache_stamp:<name>`.

const keyOf = (name: string) => `cache_stamp:${name}`;

export async function readCacheStamp(db: Db, name: string): Promise<string> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, keyOf(name)));
  return row?.value ?? '0';
}

// One statement, so concurrent bumps each count.
export async function bumpCacheStamp(db: Db, name: string): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: keyOf(name), value: '1' })
    .onConflictDoUpdate({
      target: appSettings.key,
      set: { value: sql`(${appSettings.value}::bigint + 1)::text` },
    });
}
