import { and, eq, gte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { academyCategories, academyCourses, academyCourseSteps } from '../schema/academy';
import { academyCategoriesData, academyCoursesData } from './data/academy-courses.data';

// The shared course catalogue. Upserts by natural key (slug; course + order) keep ids stable,
// so users' progress rows survive a re-seed; steps no longer in the data are removed.
export async function seedAcademyCourses(db: Db): Promise<void> {
  const categories = await db
    .insert(academyCategories)
    .values(academyCategoriesData)
    .onConflictDoUpdate({ target: academyCategories.slug, set: { title: sql`excluded.title` } })
    .returning({ id: academyCategories.id, slug: academyCategories.slug });
  const categoryId = new Map(categories.map((c) => [c.slug, c.id]));

  const courses = await db
    .insert(academyCourses)
    .values(
      academyCoursesData.map(({ steps: _steps, category, updatedAt, ...course }) => ({
        ...course,
        categoryId: categoryId.get(category)!,
        updatedAt: new Date(updatedAt),
      })),
    )
    .onConflictDoUpdate({
      target: academyCourses.slug,
      set: {
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        categoryId: sql`excluded.category_id`,
        duration: sql`excluded.duration`,
        featured: sql`excluded.featured`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .returning({ id: academyCourses.id, slug: academyCourses.slug });
  const courseId = new Map(courses.map((c) => [c.slug, c.id]));

  await db
    .insert(academyCourseSteps)
    .values(
      academyCoursesData.flatMap((course) =>
        course.steps.map((step, order) => ({
          courseId: courseId.get(course.slug)!,
          order,
          ...step,
        })),
      ),
    )
    .onConflictDoUpdate({
      target: [academyCourseSteps.courseId, academyCourseSteps.order],
      set: {
        title: sql`excluded.title`,
        subtitle: sql`excluded.subtitle`,
        content: sql`excluded.content`,
      },
    });
  for (const course of academyCoursesData) {
    await db
      .delete(academyCourseSteps)
      .where(
        and(
          eq(academyCourseSteps.courseId, courseId.get(course.slug)!),
          gte(academyCourseSteps.order, course.steps.length),
        ),
      );
  }
  await db.delete(academyCourses).where(
    notInArray(
      academyCourses.slug,
      academyCoursesData.map((c) => c.slug),
    ),
  );
}
