import { z } from 'zod';

// Help centre (decision 005): FAQs and guides by category, shared by every user.

export const GUIDES_DEFAULT_LIMIT = 5;
export const GUIDES_MAX_LIMIT = 100;

const slugSchema = z
  .string()
  .trim()
  .min(1, 'Slug cannot be empty')
  .max(100, 'Slug must be at most 100 characters');

export const faqCategorySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
});
export type FaqCategory = z.infer<typeof faqCategorySchema>;

export const faqSchema = z.object({
  id: z.string(),
  categoryId: z.string(),
  question: z.string(),
  // Multi-paragraph plain text; paragraphs are separated by a blank line.
  answer: z.string(),
});
export type Faq = z.infer<typeof faqSchema>;

export const faqCategoryWithFaqsSchema = faqCategorySchema.extend({ faqs: z.array(faqSchema) });
export type FaqCategoryWithFaqs = z.infer<typeof faqCategoryWithFaqsSchema>;
export const faqCategoriesSchema = z.array(faqCategoryWithFaqsSchema);

export const faqsQuerySchema = z.object({ slug: slugSchema.optional() });
export type FaqsQuery = z.infer<typeof faqsQuerySchema>;

export const guideCategorySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
});
export type GuideCategory = z.infer<typeof guideCategorySchema>;

// A guide in a list: no content (that comes only with the single guide).
export const guideSummarySchema = z.object({
  id: z.string(),
  categoryId: z.string(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string(),
});
export type GuideSummary = z.infer<typeof guideSummarySchema>;

export const guideSchema = guideSummarySchema.extend({
  // Rich HTML (h2, p, ul, ol, li, strong, em, code).
  content: z.string(),
});
export type Guide = z.infer<typeof guideSchema>;

// Without a slug each category carries visibleGuides (how many guides are returned: the limit,
// or fewer) and totalGuides; with a slug the one category comes with all its guides.
export const guideCategoryWithGuidesSchema = guideCategorySchema.extend({
  visibleGuides: z.number().int().optional(),
  totalGuides: z.number().int().optional(),
  guides: z.array(guideSummarySchema),
});
export type GuideCategoryWithGuides = z.infer<typeof guideCategoryWithGuidesSchema>;
export const guideCategoriesSchema = z.array(guideCategoryWithGuidesSchema);

export const guidesQuerySchema = z.object({
  slug: slugSchema.optional(),
  limit: z.coerce
    .number('Limit must be a number')
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(GUIDES_MAX_LIMIT, `Limit must be at most ${GUIDES_MAX_LIMIT}`)
    .default(GUIDES_DEFAULT_LIMIT),
});
export type GuidesQuery = z.infer<typeof guidesQuerySchema>;

export const guideQuerySchema = z.object({ categorySlug: slugSchema, guideSlug: slugSchema });
export type GuideQuery = z.infer<typeof guideQuerySchema>;

// GET guide: the category with a one-item guides list that includes the content.
export const singleGuideSchema = guideCategorySchema.extend({
  guides: z.tuple([guideSchema]),
});
export type SingleGuide = z.infer<typeof singleGuideSchema>;

// GET search?q= (decision 068, beside the spec's calls): FAQs whose question or answer, and guides
// whose title or subtitle, contain q (case-insensitive), each list cut to HELP_SEARCH_RESULTS_LIMIT so
// the help centre's search box never downloads the whole help centre.
export const HELP_SEARCH_RESULTS_LIMIT = 8;

export const helpSearchQuerySchema = z.object({
  q: z
    .string('Search text is required')
    .trim()
    .min(1, 'Search text cannot be empty')
    .max(100, 'Search text must be at most 100 characters'),
});
export type HelpSearchQuery = z.infer<typeof helpSearchQuerySchema>;

const resultCategorySchema = z.object({ slug: z.string(), title: z.string() });

export const faqSearchResultSchema = faqSchema.extend({ category: resultCategorySchema });
export type FaqSearchResult = z.infer<typeof faqSearchResultSchema>;

export const guideSearchResultSchema = guideSummarySchema.extend({
  category: resultCategorySchema,
});
export type GuideSearchResult = z.infer<typeof guideSearchResultSchema>;

export const helpSearchResultsSchema = z.object({
  faqs: z.array(faqSearchResultSchema),
  guides: z.array(guideSearchResultSchema),
});
export type HelpSearchResults = z.infer<typeof helpSearchResultsSchema>;

// The shape of the seed data files: what an editor writes, without ids.
export type FaqCategorySeed = Omit<FaqCategory, 'id'> & {
  faqs: Omit<Faq, 'id' | 'categoryId'>[];
};
export type GuideCategorySeed = Omit<GuideCategory, 'id'> & {
  guides: Omit<Guide, 'id' | 'categoryId'>[];
};
