import { eq } from 'drizzle-orm';
import {
  DEFAULT_SETTINGS,
  settingsSchema,
  type Settings,
  type UpdateSettingsInput,
} from '@rehearse/contracts/settings';
import type { Db } from '../../db/db';
import { userSettings } from '../../db/schema/user-settings';

// A stored value that is no longer valid (a theme removed later) falls back to the default.
function toSettings(row: Partial<Settings> | undefined): Settings {
  const merged = { ...DEFAULT_SETTINGS, ...row };
  const parsed = settingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : { ...DEFAULT_SETTINGS };
}

export async function getSettings(db: Db, userId: string): Promise<Settings> {
  const [row] = await db
    .select({
      scheme: userSettings.scheme,
      theme: userSettings.theme,
      layout: userSettings.layout,
    })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return toSettings(row as Partial<Settings> | undefined);
}

// One upsert: the first change creates the row from the defaults.
export async function updateSettings(
  db: Db,
  userId: string,
  changes: UpdateSettingsInput['settings'],
): Promise<Settings> {
  const next = { ...(await getSettings(db, userId)), ...changes };
  await db
    .insert(userSettings)
    .values({ userId, ...next })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: { ...next, updatedAt: new Date() },
    });
  return next;
}
