import { and, eq, gte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db';
import {
  helpFaqCategories,
  helpFaqs,
  helpGuideCategories,
  helpGuides,
} from '../schema/help-center';
import { faqCategoriesData } from './data/help-center-faqs.data';
import { guideCategoriesData } from './data/help-center-guides.data';

// Shared help-centre content. Upserts by natural key (slug; category + position or slug) keep
// ids stable across re-seeds; rows no longer in the data files are removed.
export async function seedHelpCenter(db: Db): Promise<void> {
  const faqCategories = await db
    .insert(helpFaqCategories)
    .values(faqCategoriesData.map(({ slug, title }, position) => ({ slug, title, position })))
    .onConflictDoUpdate({
      target: helpFaqCategories.slug,
      set: { title: sql`excluded.title`, position: sql`excluded.position` },
    })
    .returning({ id: helpFaqCategories.id, slug: helpFaqCategories.slug });
  const faqCategoryId = new Map(faqCategories.map((c) => [c.slug, c.id]));
  await db
    .insert(helpFaqs)
    .values(
      faqCategoriesData.flatMap((category) =>
        category.faqs.map((faq, position) => ({
          categoryId: faqCategoryId.get(category.slug)!,
          position,
          ...faq,
        })),
      ),
    )
    .onConflictDoUpdate({
      target: [helpFaqs.categoryId, helpFaqs.position],
      set: { question: sql`excluded.question`, answer: sql`excluded.answer` },
    });
  for (const category of faqCategoriesData) {
    await db
      .delete(helpFaqs)
      .where(
        and(
          eq(helpFaqs.categoryId, faqCategoryId.get(category.slug)!),
          gte(helpFaqs.position, category.faqs.length),
        ),
      );
  }
  await db.delete(helpFaqCategories).where(
    notInArray(
      helpFaqCategories.slug,
      faqCategoriesData.map((c) => c.slug),
    ),
  );

  const guideCategories = await db
    .insert(helpGuideCategories)
    .values(guideCategoriesData.map(({ slug, title }, position) => ({ slug, title, position })))
    .onConflictDoUpdate({
      target: helpGuideCategories.slug,
      set: { title: sql`excluded.title`, position: sql`excluded.position` },
    })
    .returning({ id: helpGuideCategories.id, slug: helpGuideCategories.slug });
  const guideCategoryId = new Map(guideCategories.map((c) => [c.slug, c.id]));
  await db
    .insert(helpGuides)
    .values(
      guideCategoriesData.flatMap((category) =>
        category.guides.map((guide, position) => ({
          categoryId: guideCategoryId.get(category.slug)!,
          position,
          ...guide,
        })),
      ),
    )
    .onConflictDoUpdate({
      target: [helpGuides.categoryId, helpGuides.slug],
      set: {
        position: sql`excluded.position`,
        title: sql`excluded.title`,
        subtitle: sql`excluded.subtitle`,
        content: sql`excluded.content`,
      },
    });
  for (const category of guideCategoriesData) {
    await db.delete(helpGuides).where(
      and(
        eq(helpGuides.categoryId, guideCategoryId.get(category.slug)!),
        notInArray(
          helpGuides.slug,
          category.guides.map((g) => g.slug),
        ),
      ),
    );
  }
  await db.delete(helpGuideCategories).where(
    notInArray(
      helpGuideCategories.slug,
      guideCategoriesData.map((c) => c.slug),
    ),
  );
}
