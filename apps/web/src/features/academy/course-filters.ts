import type { Course } from '@rehearse/contracts/academy';
import { isFinished } from './course-progress';

// The course list's filters, kept in the address so a reload or a shared link shows the same
// list: ?category=<slug>&q=<title search>&hideCompleted=1.
export type CourseFilters = { category?: string; q?: string; hideCompleted: boolean };

export function readFilters(params: URLSearchParams): CourseFilters {
  return {
    category: params.get('category') || undefined,
    q: params.get('q')?.trim() || undefined,
    hideCompleted: params.get('hideCompleted') === '1',
  };
}

export function filtersSearch({ category, q, hideCompleted }: CourseFilters): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (q) params.set('q', q);
  if (hideCompleted) params.set('hideCompleted', '1');
  const search = params.toString();
  return search ? `?${search}` : '';
}

export const hasFilters = (filters: CourseFilters) =>
  Boolean(filters.category || filters.q || filters.hideCompleted);

export function filterCourses(courses: Course[], { category, q, hideCompleted }: CourseFilters) {
  const needle = q?.toLocaleLowerCase();
  return courses.filter(
    (course) =>
      (!category || course.category === category) &&
      (!needle || course.title.toLocaleLowerCase().includes(needle)) &&
      (!hideCompleted || !isFinished(course)),
  );
}

// The list's filters as a course was opened from it (CourseCard passes them in the history
// state), so the course's "All courses" goes back to the same list; a link opened cold goes to
// the whole list.
export type FromList = { listSearch: string };
export const listSearchOf = (state: unknown): string =>
  typeof state === 'object' && state !== null && 'listSearch' in state
    ? String(state.listSearch)
    : '';
