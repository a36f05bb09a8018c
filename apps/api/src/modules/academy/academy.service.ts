import { and, asc, eq, sql } from 'drizzle-orm';
import type {
  AcademyCategory,
  Course,
  CourseWithSteps,
  FinishCourseInput,
  UpdateCourseProgressInput,
} from '@rehearse/contracts/academy';
import type { Db } from '../../db/db';
import { idIs } from '../../db/ids';
import {
  academyCategories,
  academyCourses,
  academyCourseSteps,
  academyProgress,
} from '../../db/schema/academy';
import { AppError, notFound } from '../../platform/errors';

export async function listAcademyCategories(db: Db): Promise<AcademyCategory[]> {
  return db
    .select({
      id: academyCategories.id,
      title: academyCategories.title,
      slug: academyCategories.slug,
    })
    .from(academyCategories)
    .orderBy(asc(academyCategories.title), asc(academyCategories.slug));
}

// Courses joined with this user's progress (none yet: step 0, completed 0 times).
function selectCourses(db: Db, userId: string) {
  return db
    .select({
      id: academyCourses.id,
      title: academyCourses.title,
      slug: academyCourses.slug,
      description: academyCourses.description,
      category: academyCategories.slug,
      duration: academyCourses.duration,
      totalSteps: sql<number>`(select count(*)::int from ${academyCourseSteps} where ${academyCourseSteps.courseId} = ${academyCourses.id})`,
      updatedAt: academyCourses.updatedAt,
      featured: academyCourses.featured,
      currentStep: academyProgress.currentStep,
      completed: academyProgress.completed,
    })
    .from(academyCourses)
    .innerJoin(academyCategories, eq(academyCourses.categoryId, academyCategories.id))
    .leftJoin(
      academyProgress,
      and(eq(academyProgress.courseId, academyCourses.id), eq(academyProgress.userId, userId)),
    );
}

type CourseRow = Awaited<ReturnType<typeof selectCourses>>[number];

const toCourse = ({
  currentStep,
  completed,
  updatedAt,
  totalSteps,
  ...row
}: CourseRow): Course => ({
  ...row,
  totalSteps: Number(totalSteps),
  updatedAt: updatedAt.toISOString(),
  progress: { currentStep: currentStep ?? 0, completed: completed ?? 0 },
});

export async function listCourses(db: Db, userId: string): Promise<Course[]> {
  const rows = await selectCourses(db, userId).orderBy(
    asc(academyCourses.title),
    asc(academyCourses.id),
  );
  return rows.map(toCourse);
}

async function findCourse(db: Db, userId: string, id: string): Promise<Course> {
  const [row] = await selectCourses(db, userId).where(idIs(academyCourses.id, id));
  if (!row) throw notFound('No course with this id');
  return toCourse(row);
}

export async function getCourse(db: Db, userId: string, id: string): Promise<CourseWithSteps> {
  const course = await findCourse(db, userId, id);
  const steps = await db
    .select({
      order: academyCourseSteps.order,
      title: academyCourseSteps.title,
      subtitle: academyCourseSteps.subtitle,
      content: academyCourseSteps.content,
    })
    .from(academyCourseSteps)
    .where(eq(academyCourseSteps.courseId, course.id))
    .orderBy(asc(academyCourseSteps.order));
  return { ...course, steps };
}

// Records this user's progress through a course; fields left out keep their stored value.
export async function updateCourseProgress(
  db: Db,
  userId: string,
  { id, currentStep, completed }: UpdateCourseProgressInput,
): Promise<Course> {
  const course = await findCourse(db, userId, id);
  if (currentStep !== undefined && currentStep > course.totalSteps) {
    throw new AppError('validation.too_big', `Current step must be at most ${course.totalSteps}`, {
      field: 'currentStep',
      params: { maximum: course.totalSteps },
    });
  }
  const now = new Date();
  await db
    .insert(academyProgress)
    .values({
      userId,
      courseId: course.id,
      currentStep: currentStep ?? 0,
      completed: completed ?? 0,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [academyProgress.userId, academyProgress.courseId],
      set: {
        ...(currentStep === undefined ? {} : { currentStep }),
        ...(completed === undefined ? {} : { completed }),
        updatedAt: now,
      },
    });
  return findCourse(db, userId, id);
}

// The most times a course can count as finished (as PATCH progress allows).
const MAX_COMPLETED = 10_000;

// Puts this user at the end of the course and counts it as finished once more. The count is
// raised by the database, not from what a client last read (decision 069).
export async function finishCourse(
  db: Db,
  userId: string,
  { id }: FinishCourseInput,
): Promise<Course> {
  const course = await findCourse(db, userId, id);
  const now = new Date();
  await db
    .insert(academyProgress)
    .values({
      userId,
      courseId: course.id,
      currentStep: course.totalSteps,
      completed: 1,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [academyProgress.userId, academyProgress.courseId],
      set: {
        currentStep: course.totalSteps,
        completed: sql`least(${academyProgress.completed} + 1, ${MAX_COMPLETED})`,
        updatedAt: now,
      },
    });
  return findCourse(db, userId, id);
}
