import { queryOptions } from '@tanstack/react-query';
import {
  faqCategoriesSchema,
  guideCategoriesSchema,
  helpSearchResultsSchema,
  singleGuideSchema,
} from '@rehearse/contracts/help-center';
import { apiClient } from '../../../lib/api-client';

// The help centre's calls (spec §7 plus GET search, decision 068). Its content is reference data
// that changes only with a release, so it stays fresh for the session's ordinary use.

const base = '/api/apps/help-center';
const staleTime = 10 * 60_000;

export const helpCenterKeys = {
  all: ['help-center'] as const,
  faqs: (slug?: string) => [...helpCenterKeys.all, 'faqs', slug ?? null] as const,
  guides: (slug?: string) => [...helpCenterKeys.all, 'guides', slug ?? null] as const,
  guide: (categorySlug: string, guideSlug: string) =>
    [...helpCenterKeys.all, 'guide', categorySlug, guideSlug] as const,
  search: (q: string) => [...helpCenterKeys.all, 'search', q] as const,
};

// Every FAQ category with its FAQs, or only the category with this slug.
export const faqsQueryOptions = (slug?: string) =>
  queryOptions({
    queryKey: helpCenterKeys.faqs(slug),
    queryFn: ({ signal }) =>
      apiClient.get(`${base}/faqs`, faqCategoriesSchema, { query: { slug }, signal }),
    staleTime,
  });

// Without a slug every category with its first guides (the API's default of 5); with a slug that
// category with all of them.
export const guidesQueryOptions = (slug?: string) =>
  queryOptions({
    queryKey: helpCenterKeys.guides(slug),
    queryFn: ({ signal }) =>
      apiClient.get(`${base}/guides`, guideCategoriesSchema, { query: { slug }, signal }),
    staleTime,
  });

export const guideQueryOptions = (categorySlug: string, guideSlug: string) =>
  queryOptions({
    queryKey: helpCenterKeys.guide(categorySlug, guideSlug),
    queryFn: ({ signal }) =>
      apiClient.get(`${base}/guide`, singleGuideSchema, {
        query: { categorySlug, guideSlug },
        signal,
      }),
    staleTime,
  });

export const helpSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: helpCenterKeys.search(q),
    queryFn: ({ signal }) =>
      apiClient.get(`${base}/search`, helpSearchResultsSchema, { query: { q }, signal }),
    staleTime,
  });
