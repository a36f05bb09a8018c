import type {
  FaqCategoryWithFaqs,
  GuideCategoryWithGuides,
  GuideSummary,
} from '@rehearse/contracts/help-center';

export const BASE = '/api/apps/help-center';

export const faqCategory = (slug = 'payments', title = 'Payments'): FaqCategoryWithFaqs => ({
  id: `c-${slug}`,
  slug,
  title,
  faqs: [
    {
      id: 'f1',
      categoryId: `c-${slug}`,
      question: 'How do I pay?',
      answer: 'By card at checkout.\n\nInvoices follow by email.',
    },
    {
      id: 'f2',
      categoryId: `c-${slug}`,
      question: 'Can I get a refund?',
      answer: 'Unused credits are refunded within 14 days.',
    },
  ],
});

export const guide = (slug: string, title: string, categoryId = 'g-start'): GuideSummary => ({
  id: `guide-${slug}`,
  categoryId,
  slug,
  title,
  subtitle: `About ${title.toLowerCase()}`,
});

export const guideCategory = (
  overrides: Partial<GuideCategoryWithGuides> = {},
): GuideCategoryWithGuides => ({
  id: 'g-start',
  slug: 'getting-started',
  title: 'Getting started',
  guides: [
    guide('first', 'First steps'),
    guide('second', 'Second steps'),
    guide('third', 'Third steps'),
  ],
  ...overrides,
});
