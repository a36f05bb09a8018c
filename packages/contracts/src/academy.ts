import { z } from 'zod';

// Academy (decision 005): courses are shared by every user, progress is per user.

export const ACADEMY_CATEGORY_SLUGS = ['web', 'firebase', 'cloud', 'android'] as const;
export const COURSE_STEPS = 11;
export const COURSE_MIN_DURATION = 30;
export const COURSE_MAX_DURATION = 120;

export const academyCategorySchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
});
export type AcademyCategory = z.infer<typeof academyCategorySchema>;
export const academyCategoriesSchema = z.array(academyCategorySchema);

// currentStep counts the steps done (0 = not started, totalSteps = at the end); completed is
// how many times the user has finished the course.
export const courseProgressSchema = z.object({
  currentStep: z.number().int().min(0),
  completed: z.number().int().min(0),
});
export type CourseProgress = z.infer<typeof courseProgressSchema>;

export const courseSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  // The category's slug.
  category: z.string(),
  // Minutes.
  duration: z.number().int().min(COURSE_MIN_DURATION).max(COURSE_MAX_DURATION),
  totalSteps: z.number().int(),
  // ISO 8601.
  updatedAt: z.string(),
  featured: z.boolean(),
  progress: courseProgressSchema,
});
export type Course = z.infer<typeof courseSchema>;
export const coursesSchema = z.array(courseSchema);

export const courseStepSchema = z.object({
  // Zero-based position in the course.
  order: z.number().int().min(0),
  title: z.string(),
  subtitle: z.string(),
  // Rich HTML (h2, p, ul, ol, li, strong, em, code).
  content: z.string(),
});
export type CourseStep = z.infer<typeof courseStepSchema>;

export const courseWithStepsSchema = courseSchema.extend({ steps: z.array(courseStepSchema) });
export type CourseWithSteps = z.infer<typeof courseWithStepsSchema>;

export const courseQuerySchema = z.object({
  id: z.string().trim().min(1, 'Course id is required'),
});
export type CourseQuery = z.infer<typeof courseQuerySchema>;

// PATCH courses/course/progress: either field may be left out to keep its stored value.
// currentStep may not exceed the course's totalSteps (checked by the service).
export const updateCourseProgressSchema = z.object({
  id: z.string().trim().min(1, 'Course id is required'),
  currentStep: z
    .number('Current step must be a number')
    .int('Current step must be a whole number')
    .min(0, 'Current step cannot be negative')
    .optional(),
  completed: z
    .number('Completed must be a number')
    .int('Completed must be a whole number')
    .min(0, 'Completed cannot be negative')
    .max(10_000, 'Completed must be at most 10000')
    .optional(),
});
export type UpdateCourseProgressInput = z.infer<typeof updateCourseProgressSchema>;

// POST courses/course/finish (decision 069): the caller reaches the end of the course and it
// counts as finished once more, in one statement, so two tabs finishing at once count twice.
export const finishCourseSchema = z.object({
  id: z.string().trim().min(1, 'Course id is required'),
});
export type FinishCourseInput = z.infer<typeof finishCourseSchema>;

// The shape of the seed data files: what an editor writes, without ids or progress.
export type AcademyCategorySeed = Omit<AcademyCategory, 'id'>;
export type CourseSeed = Omit<Course, 'id' | 'progress' | 'totalSteps'> & {
  steps: Omit<CourseStep, 'order'>[];
};
