import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { appSettings } from '../schema/app-settings';
import { seedCountries } from './countries.seed';
import { seedIcons } from './icons.seed';
import { seedHelpCenter } from './help-center.seed';
import { seedAcademyCourses } from './academy-courses.seed';
import { QUESTION_BANK_STAMP, seedQuestionBank } from './questions.seed';
import { bumpCacheStamp } from '../cache-stamps';

// Data every user shares (countries, icon sets, help-centre content, academy courses, the
// question bank). Seeded at start-up when REFERENCE_DATA_VERSION changes; bump it whenever a
// reference seed changes. Each seeder upserts, so re-running it is safe.
export const REFERENCE_DATA_VERSION = '9';

const KEY = 'reference_data_version';

export async function seedReferenceData(db: Db): Promise<boolean> {
  const [current] = await db.select().from(appSettings).where(eq(appSettings.key, KEY));
  if (current?.value === REFERENCE_DATA_VERSION) return false;
  await db.transaction(async (tx) => {
    await seedCountries(tx);
    await seedIcons(tx);
    await seedHelpCenter(tx);
    await seedAcademyCourses(tx);
    await seedQuestionBank(tx);
    // Processes already running reload their question pool (db/cache-stamps.ts).
    await bumpCacheStamp(tx, QUESTION_BANK_STAMP);
    await tx
      .insert(appSettings)
      .values({ key: KEY, value: REFERENCE_DATA_VERSION })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: REFERENCE_DATA_VERSION } });
  });
  return true;
}
