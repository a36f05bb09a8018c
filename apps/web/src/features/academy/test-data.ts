import type { AcademyCategory, Course, CourseWithSteps } from '@rehearse/contracts/academy';

// A few courses for the screens' tests: one new, one part-way, one finished.
export const testCategories: AcademyCategory[] = [
  { id: 'k1', title: 'Android', slug: 'android' },
  { id: 'k2', title: 'Web', slug: 'web' },
];

export const testCourse = (overrides: Partial<Course> = {}): Course => ({
  id: 'c1',
  title: 'Web Performance Fundamentals',
  slug: 'web-performance-fundamentals',
  description: 'How pages load and paint',
  category: 'web',
  duration: 45,
  totalSteps: 11,
  updatedAt: '2026-11-27T10:00:00.000Z',
  featured: false,
  progress: { currentStep: 4, completed: 0 },
  ...overrides,
});

export const testCourses = (): Course[] => [
  testCourse({
    id: 'c0',
    title: 'Android Lifecycle Essentials',
    category: 'android',
    progress: { currentStep: 0, completed: 0 },
  }),
  testCourse(),
  testCourse({
    id: 'c2',
    title: 'Web Security Basics',
    progress: { currentStep: 11, completed: 1 },
  }),
];

export const testCourseWithSteps = (overrides: Partial<Course> = {}): CourseWithSteps => ({
  ...testCourse(overrides),
  steps: Array.from({ length: 11 }, (_, order) => ({
    order,
    title: `Step title ${order + 1}`,
    subtitle: `Subtitle ${order + 1}`,
    content: `<p>Body of step ${order + 1} with <code>code</code></p><img src="x" onerror="alert(1)">`,
  })),
});
