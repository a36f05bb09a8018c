import {
  HELP_SEARCH_RESULTS_LIMIT,
  faqCategoriesSchema,
  helpSearchResultsSchema,
  guideCategoriesSchema,
  singleGuideSchema,
  type FaqCategoryWithFaqs,
  type GuideCategoryWithGuides,
  type SingleGuide,
} from '@rehearse/contracts/help-center';
import { describe, expect, it } from 'vitest';
import { call, signUpAndIn, useTestApp } from '../../../test/test-app';
import { faqCategoriesData } from '../../db/seed/data/help-center-faqs.data';
import { guideCategoriesData } from '../../db/seed/data/help-center-guides.data';
import { seedHelpCenter } from '../../db/seed/help-center.seed';

const { app, db } = await useTestApp();

const FAQ_SLUGS = ['most-asked', 'general-inquiries', 'licenses', 'payments', 'support'];
const GUIDE_SLUGS = ['getting-started', 'projects', 'settings', 'payments', 'your-account'];
const totalOf = (slug: string) => guideCategoriesData.find((c) => c.slug === slug)!.guides.length;

const get = async (path: string, token?: string) => {
  token ??= (await signUpAndIn(app)).token;
  return call(app, 'GET', `/api/apps/help-center/${path}`, { token });
};

describe('GET faqs', () => {
  it('answers every category with its FAQs, in the seeded category order', async () => {
    const res = await get('faqs');
    expect(res.status).toBe(200);
    const categories = faqCategoriesSchema.parse(res.body);
    expect(categories.map((c) => c.slug)).toEqual(FAQ_SLUGS);
    for (const category of categories) {
      expect(category.faqs.length).toBeGreaterThanOrEqual(4);
      for (const faq of category.faqs) expect(faq.categoryId).toBe(category.id);
    }
    expect(categories[0].faqs[0].answer).toContain('\n\n');
  });

  it('answers only the category named by slug', async () => {
    const res = await get('faqs?slug=payments');
    expect(res.status).toBe(200);
    const [category, ...rest] = res.body as FaqCategoryWithFaqs[];
    expect(rest).toEqual([]);
    expect(category.slug).toBe('payments');
    expect(category.faqs.map((f) => f.question)).toEqual(
      faqCategoriesData.find((c) => c.slug === 'payments')!.faqs.map((f) => f.question),
    );
  });

  it('answers 404 for an unknown slug', async () => {
    const res = await get('faqs?slug=no-such-category');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: expect.stringContaining('no-such-category') });
  });

  it('answers 401 without a token', async () => {
    expect((await call(app, 'GET', '/api/apps/help-center/faqs')).status).toBe(401);
  });
});

describe('GET guides', () => {
  it('cuts each category to the default limit of 5, with visibleGuides and totalGuides', async () => {
    const res = await get('guides');
    expect(res.status).toBe(200);
    const categories = guideCategoriesSchema.parse(res.body);
    expect(categories.map((c) => c.slug)).toEqual(GUIDE_SLUGS);
    for (const category of categories) {
      const total = totalOf(category.slug);
      expect(category.totalGuides).toBe(total);
      expect(category.visibleGuides).toBe(Math.min(5, total));
      expect(category.guides).toHaveLength(category.visibleGuides!);
      for (const guide of category.guides) {
        expect(guide.categoryId).toBe(category.id);
        expect(guide).not.toHaveProperty('content');
      }
    }
    // The limit must matter: most categories hold more guides than it.
    expect(categories.filter((c) => c.totalGuides! > 5).length).toBeGreaterThanOrEqual(3);
  });

  it('honours a limit of 2 and counts every guide in totalGuides', async () => {
    const res = await get('guides?limit=2');
    const categories = res.body as GuideCategoryWithGuides[];
    for (const category of categories) {
      expect(category.visibleGuides).toBe(2);
      expect(category.guides.map((g) => g.slug)).toEqual(
        guideCategoriesData
          .find((c) => c.slug === category.slug)!
          .guides.slice(0, 2)
          .map((g) => g.slug),
      );
      expect(category.totalGuides).toBe(totalOf(category.slug));
    }
  });

  it('reports visibleGuides as the number returned when a category has fewer than the limit', async () => {
    const res = await get('guides?limit=6');
    const payments = (res.body as GuideCategoryWithGuides[]).find((c) => c.slug === 'payments')!;
    expect(totalOf('payments')).toBeLessThan(6);
    expect(payments.visibleGuides).toBe(totalOf('payments'));
    expect(payments.guides).toHaveLength(totalOf('payments'));
  });

  it('answers the one category named by slug with all its guides', async () => {
    const res = await get('guides?slug=getting-started&limit=2');
    expect(res.status).toBe(200);
    const categories = guideCategoriesSchema.parse(res.body);
    expect(categories).toHaveLength(1);
    expect(categories[0].slug).toBe('getting-started');
    expect(categories[0].guides).toHaveLength(totalOf('getting-started'));
    expect(totalOf('getting-started')).toBeGreaterThan(5);
  });

  it('answers 404 for an unknown slug', async () => {
    expect((await get('guides?slug=nope')).status).toBe(404);
  });

  it('answers 400 naming the field for a limit that is not a whole number from 1 to 100', async () => {
    const { token } = await signUpAndIn(app);
    for (const query of ['limit=0', 'limit=-1', 'limit=abc', 'limit=1.5', 'limit=', 'limit=101']) {
      const res = await get(`guides?${query}`, token);
      expect(res.status, query).toBe(400);
      expect((res.body as { error: string }).error, query).toMatch(/^limit: /);
    }
  });
});

describe('GET guide', () => {
  it('answers the category with a one-item guides list that includes the content', async () => {
    const res = await get('guide?categorySlug=getting-started&guideSlug=your-first-mock-interview');
    expect(res.status).toBe(200);
    const body = singleGuideSchema.parse(res.body);
    expect(body.slug).toBe('getting-started');
    expect(body.guides).toHaveLength(1);
    expect(body.guides[0]).toMatchObject({
      slug: 'your-first-mock-interview',
      categoryId: body.id,
    });
    expect(body.guides[0].content).toMatch(/<h2>.*words per minute/is);
  });

  it('answers 404 for an unknown guide, an unknown category or a guide of another category', async () => {
    const { token } = await signUpAndIn(app);
    for (const query of [
      'categorySlug=getting-started&guideSlug=no-such-guide',
      'categorySlug=no-such-category&guideSlug=what-is-rehearse',
      // A real guide, but in another category.
      'categorySlug=payments&guideSlug=what-is-rehearse',
    ]) {
      const res = await get(`guide?${query}`, token);
      expect(res.status, query).toBe(404);
      expect(res.body).toMatchObject({ error: expect.any(String) });
    }
  });

  it('answers 400 naming the missing field', async () => {
    const { token } = await signUpAndIn(app);
    for (const [query, field] of [
      ['categorySlug=getting-started', /^guideSlug: /],
      ['guideSlug=what-is-rehearse', /^categorySlug: /],
      ['categorySlug=&guideSlug=what-is-rehearse', /^categorySlug: /],
    ] as const) {
      const res = await get(`guide?${query}`, token);
      expect(res.status, query).toBe(400);
      expect((res.body as { error: string }).error, query).toMatch(field);
    }
  });
});

describe('GET search', () => {
  const search = async (q: string, token?: string) => {
    const res = await get(`search?q=${encodeURIComponent(q)}`, token);
    return { status: res.status, body: res.body };
  };

  it('finds guides by title or subtitle and FAQs by question or answer, case-insensitive', async () => {
    const { token } = await signUpAndIn(app);
    // A guide title, in another case.
    const byTitle = helpSearchResultsSchema.parse((await search('MOCK INTERVIEW', token)).body);
    expect(byTitle.guides.map((g) => g.slug)).toContain('your-first-mock-interview');
    const first = byTitle.guides.find((g) => g.slug === 'your-first-mock-interview')!;
    expect(first.category).toEqual({ slug: 'getting-started', title: 'Getting started' });
    expect(first).not.toHaveProperty('content');
    // A guide subtitle.
    const bySubtitle = helpSearchResultsSchema.parse((await search('anchored 1 to 5', token)).body);
    expect(bySubtitle.guides.map((g) => g.title)).toEqual(['Build a scoring rubric']);
    // A FAQ question and a FAQ answer.
    const byQuestion = helpSearchResultsSchema.parse((await search('who is it FOR', token)).body);
    expect(byQuestion.faqs.map((f) => f.question)).toContain('What is Rehearse and who is it for?');
    expect(byQuestion.faqs[0].category.slug).toBe('most-asked');
    const byAnswer = helpSearchResultsSchema.parse(
      (await search('three right answers in a row', token)).body,
    );
    expect(byAnswer.faqs.map((f) => f.question)).toContain(
      'How do quizzes decide which questions I get?',
    );
  });

  it('answers empty lists when nothing matches, and takes % and _ literally', async () => {
    const { token } = await signUpAndIn(app);
    for (const q of ['zzqx-nothing', '%', '%%_%']) {
      const res = await search(q, token);
      expect(res.status, q).toBe(200);
      expect(res.body, q).toEqual({ faqs: [], guides: [] });
    }
  });

  it('cuts each list to the limit, in help-centre order', async () => {
    const res = await search('e');
    const body = helpSearchResultsSchema.parse(res.body);
    expect(body.faqs).toHaveLength(HELP_SEARCH_RESULTS_LIMIT);
    expect(body.guides).toHaveLength(HELP_SEARCH_RESULTS_LIMIT);
    const expected = guideCategoriesData
      .flatMap((c) => c.guides)
      .filter((g) => /e/i.test(g.title) || /e/i.test(g.subtitle))
      .slice(0, HELP_SEARCH_RESULTS_LIMIT)
      .map((g) => g.slug);
    expect(body.guides.map((g) => g.slug)).toEqual(expected);
  });

  it('answers 400 naming q for a missing, blank or too long search', async () => {
    const { token } = await signUpAndIn(app);
    for (const path of ['search', 'search?q=', 'search?q=%20%20', `search?q=${'a'.repeat(101)}`]) {
      const res = await get(path, token);
      expect(res.status, path).toBe(400);
      expect((res.body as { error: string }).error, path).toMatch(/^q: /);
    }
  });

  it('answers 401 without a token', async () => {
    expect((await call(app, 'GET', '/api/apps/help-center/search?q=quiz')).status).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents the help-centre calls', async () => {
    const doc = (await call(app, 'GET', '/api/openapi.json')).body as { paths: object };
    for (const path of ['faqs', 'guides', 'guide', 'search']) {
      expect(doc.paths).toHaveProperty([`/api/apps/help-center/${path}`, 'get']);
    }
  });
});

describe('help-centre seed', () => {
  it('has the five FAQ and five guide categories, real content and enough guides for the limit to matter', () => {
    expect(faqCategoriesData.map((c) => c.slug)).toEqual(FAQ_SLUGS);
    expect(guideCategoriesData.map((c) => c.slug)).toEqual(GUIDE_SLUGS);
    for (const category of faqCategoriesData)
      expect(category.faqs.length).toBeGreaterThanOrEqual(4);
    expect(guideCategoriesData.filter((c) => c.guides.length >= 6).length).toBeGreaterThanOrEqual(
      3,
    );
    for (const category of guideCategoriesData) {
      const slugs = category.guides.map((g) => g.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const guide of category.guides) expect(guide.content).toMatch(/<h2>[\s\S]*<p>/);
    }
    expect(JSON.stringify([faqCategoriesData, guideCategoriesData])).not.toMatch(/lorem|ipsum/i);
  });

  it('is idempotent: re-seeding keeps the ids and the counts', async () => {
    const before = (await get('guide?categorySlug=settings&guideSlug=shortcuts'))
      .body as SingleGuide;
    await seedHelpCenter(db);
    const after = (await get('guide?categorySlug=settings&guideSlug=shortcuts'))
      .body as SingleGuide;
    expect(after.guides[0].id).toBe(before.guides[0].id);
    const faqs = (await get('faqs')).body as FaqCategoryWithFaqs[];
    expect(faqs.flatMap((c) => c.faqs)).toHaveLength(
      faqCategoriesData.flatMap((c) => c.faqs).length,
    );
  });
});
