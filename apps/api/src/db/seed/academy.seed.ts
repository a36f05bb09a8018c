import { inArray } from 'drizzle-orm';
import type { Db } from '../db';
import { academyCourses, academyProgress } from '../schema/academy';
import type { NewAccount } from '../../platform/account-hooks';
import { sampleProgressData } from './data/academy-courses.data';

// A new account's progress through a few courses of the shared catalogue.
export async function seedAcademyProgress(db: Db, account: NewAccount): Promise<void> {
  const courses = await db
    .select({ id: academyCourses.id, slug: academyCourses.slug })
    .from(academyCourses)
    .where(
      inArray(
        academyCourses.slug,
        sampleProgressData.map((p) => p.slug),
      ),
    );
  const courseId = new Map(courses.map((c) => [c.slug, c.id]));
  const rows = sampleProgressData
    .filter((p) => courseId.has(p.slug))
    .map(({ slug, currentStep, completed }) => ({
      userId: account.userId,
      courseId: courseId.get(slug)!,
      currentStep,
      completed,
      updatedAt: account.createdAt,
    }));
  if (rows.length > 0) await db.insert(academyProgress).values(rows);
}
