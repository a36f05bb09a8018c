import type { AcademyCategorySeed, CourseSeed } from '@rehearse/contracts/academy';
import { androidCourses } from './academy-android.data';
import { cloudCourses } from './academy-cloud.data';
import { firebaseCourses } from './academy-firebase.data';
import { webCourses } from './academy-web.data';

// Academy categories (web, firebase, cloud, android) and every course, eleven steps each.
export const academyCategoriesData: AcademyCategorySeed[] = [
  { slug: 'web', title: 'Web' },
  { slug: 'firebase', title: 'Firebase' },
  { slug: 'cloud', title: 'Cloud' },
  { slug: 'android', title: 'Android' },
];

export const academyCoursesData: CourseSeed[] = [
  ...webCourses,
  ...firebaseCourses,
  ...cloudCourses,
  ...androidCourses,
];

// Each new account starts part-way through some courses (academy.seed.ts).
export const sampleProgressData: { slug: string; currentStep: number; completed: number }[] = [
  { slug: 'web-performance-fundamentals', currentStep: 4, completed: 0 },
  { slug: 'firestore-data-modelling', currentStep: 11, completed: 1 },
  { slug: 'cloud-architecture-interview-primer', currentStep: 2, completed: 0 },
  { slug: 'android-lifecycle-essentials', currentStep: 7, completed: 2 },
  { slug: 'javascript-interview-essentials', currentStep: 0, completed: 1 },
];
