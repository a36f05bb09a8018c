import { queryOptions } from '@tanstack/react-query';
import {
  academyCategoriesSchema,
  coursesSchema,
  courseWithStepsSchema,
} from '@rehearse/contracts/academy';
import { apiClient } from '../../../lib/api-client';

// The Academy (docs/decisions/069-academy-screen.md): categories and courses are shared by every
// user and change rarely; a course's progress is the caller's own and changes with every step
// (progress-mutation.ts keeps the list and the open course in step with each other).

export const base = '/api/apps/academy';

export const academyKeys = {
  all: ['academy'] as const,
  categories: () => [...academyKeys.all, 'categories'] as const,
  courses: () => [...academyKeys.all, 'courses'] as const,
  course: (id: string) => [...academyKeys.all, 'course', id] as const,
};

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: academyKeys.categories(),
    queryFn: ({ signal }) =>
      apiClient.get(`${base}/categories`, academyCategoriesSchema, { signal }),
    staleTime: Infinity,
  });

export const coursesQueryOptions = () =>
  queryOptions({
    queryKey: academyKeys.courses(),
    queryFn: ({ signal }) => apiClient.get(`${base}/courses`, coursesSchema, { signal }),
  });

export const courseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: academyKeys.course(id),
    queryFn: ({ signal }) =>
      apiClient.get(`${base}/courses/course`, courseWithStepsSchema, { query: { id }, signal }),
  });
