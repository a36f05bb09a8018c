import { and, asc, eq, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import {
  HELP_SEARCH_RESULTS_LIMIT,
  type FaqCategoryWithFaqs,
  type FaqSearchResult,
  type GuideSearchResult,
  type HelpSearchResults,
  type GuideCategoryWithGuides,
  type GuidesQuery,
  type GuideSummary,
  type SingleGuide,
} from '@rehearse/contracts/help-center';
import type { Db } from '../db/db';
import {
  helpFaqCategories,
  helpFaqs,
  helpGuideCategories,
  helpGuides,
} from '../db/schema/help-center';
import { containsPattern } from '../db/like';
import { notFound } from '../platform/errors';

const categoryColumns = (table: typeof helpFaqCategories | typeof helpGuideCategories) => ({
  id: table.id,
  slug: table.slug,
  title: table.title,
});

const guideSummaryColumns = {
  id: helpGuides.id,
  categoryId: helpGuides.categoryId,
  slug: helpGuides.slug,
  title: helpGuides.title,
  subtitle: helpGuides.subtitle,
};

const groupBy = <T extends { categoryId: string }>(rows: T[]) => {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(row.categoryId, [...(groups.get(row.categoryId) ?? []), row]);
  return groups;
};

// All FAQ categories with their FAQs, or only the category with this slug (404 if none).
export async function listFaqCategories(db: Db, slug?: string): Promise<FaqCategoryWithFaqs[]> {
  const categories = await db
    .select(categoryColumns(helpFaqCategories))
    .from(helpFaqCategories)
    .where(slug === undefined ? undefined : eq(helpFaqCategories.slug, slug))
    .orderBy(asc(helpFaqCategories.position));
  if (slug !== undefined && categories.length === 0) {
    throw notFound(`No FAQ category with the slug "${slug}"`);
  }
  const faqs = await db
    .select({
      id: helpFaqs.id,
      categoryId: helpFaqs.categoryId,
      question: helpFaqs.question,
      answer: helpFaqs.answer,
    })
    .from(helpFaqs)
    .where(
      inArray(
        helpFaqs.categoryId,
        categories.map((c) => c.id),
      ),
    )
    .orderBy(asc(helpFaqs.categoryId), asc(helpFaqs.position));
  const byCategory = groupBy(faqs);
  return categories.map((category) => ({ ...category, faqs: byCategory.get(category.id) ?? [] }));
}

// Without a slug: every category with its first `limit` guides, visibleGuides (how many are
// returned) and totalGuides; the cut happens in SQL. With a slug: that category, all guides.
export async function listGuideCategories(
  db: Db,
  { slug, limit }: GuidesQuery,
): Promise<GuideCategoryWithGuides[]> {
  if (slug !== undefined) {
    const [category] = await db
      .select(categoryColumns(helpGuideCategories))
      .from(helpGuideCategories)
      .where(eq(helpGuideCategories.slug, slug));
    if (!category) throw notFound(`No guide category with the slug "${slug}"`);
    const guides = await db
      .select(guideSummaryColumns)
      .from(helpGuides)
      .where(eq(helpGuides.categoryId, category.id))
      .orderBy(asc(helpGuides.position));
    return [{ ...category, guides }];
  }

  const categories = await db
    .select(categoryColumns(helpGuideCategories))
    .from(helpGuideCategories)
    .orderBy(asc(helpGuideCategories.position));
  const ranked = db
    .select({
      ...guideSummaryColumns,
      rank: sql<number>`row_number() over (partition by ${helpGuides.categoryId} order by ${helpGuides.position})`.as(
        'rank',
      ),
      total: sql<number>`count(*) over (partition by ${helpGuides.categoryId})`.as('total'),
    })
    .from(helpGuides)
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, limit))
    .orderBy(asc(ranked.categoryId), asc(ranked.rank));
  const byCategory = groupBy(rows);
  return categories.map((category) => {
    const group = byCategory.get(category.id) ?? [];
    const guides: GuideSummary[] = group.map(({ id, categoryId, slug, title, subtitle }) => ({
      id,
      categoryId,
      slug,
      title,
      subtitle,
    }));
    return {
      ...category,
      visibleGuides: guides.length,
      totalGuides: group.length > 0 ? Number(group[0].total) : 0,
      guides,
    };
  });
}

// One guide with its content, inside its category (404 if either slug is unknown).
export async function getGuide(
  db: Db,
  categorySlug: string,
  guideSlug: string,
): Promise<SingleGuide> {
  const [row] = await db
    .select({
      category: categoryColumns(helpGuideCategories),
      guide: { ...guideSummaryColumns, content: helpGuides.content },
    })
    .from(helpGuides)
    .innerJoin(helpGuideCategories, eq(helpGuides.categoryId, helpGuideCategories.id))
    .where(and(eq(helpGuideCategories.slug, categorySlug), eq(helpGuides.slug, guideSlug)));
  if (!row) {
    throw notFound(`No guide "${guideSlug}" in the category "${categorySlug}"`);
  }
  return { ...row.category, guides: [row.guide] };
}

// The help centre's search box (decision 068): FAQs by question or answer, guides by title or
// subtitle (not content: its markup would match tag names), case-insensitive, each in help-centre
// order and cut to HELP_SEARCH_RESULTS_LIMIT. The content is small reference data, so a plain
// ILIKE scan is enough; no full-text index.
export async function searchHelpCenter(db: Db, text: string): Promise<HelpSearchResults> {
  const pattern = containsPattern(text);
  const [faqs, guides] = await Promise.all([
    db
      .select({
        id: helpFaqs.id,
        categoryId: helpFaqs.categoryId,
        question: helpFaqs.question,
        answer: helpFaqs.answer,
        category: { slug: helpFaqCategories.slug, title: helpFaqCategories.title },
      })
      .from(helpFaqs)
      .innerJoin(helpFaqCategories, eq(helpFaqs.categoryId, helpFaqCategories.id))
      .where(or(ilike(helpFaqs.question, pattern), ilike(helpFaqs.answer, pattern)))
      .orderBy(asc(helpFaqCategories.position), asc(helpFaqs.position))
      .limit(HELP_SEARCH_RESULTS_LIMIT),
    db
      .select({
        ...guideSummaryColumns,
        category: { slug: helpGuideCategories.slug, title: helpGuideCategories.title },
      })
      .from(helpGuides)
      .innerJoin(helpGuideCategories, eq(helpGuides.categoryId, helpGuideCategories.id))
      .where(or(ilike(helpGuides.title, pattern), ilike(helpGuides.subtitle, pattern)))
      .orderBy(asc(helpGuideCategories.position), asc(helpGuides.position))
      .limit(HELP_SEARCH_RESULTS_LIMIT),
  ]);
  return { faqs: faqs satisfies FaqSearchResult[], guides: guides satisfies GuideSearchResult[] };
}
