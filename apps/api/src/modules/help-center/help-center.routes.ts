import { createRoute } from '@hono/zod-openapi';
import {
  faqCategoriesSchema,
  faqsQuerySchema,
  guideCategoriesSchema,
  guideQuerySchema,
  guidesQuerySchema,
  helpSearchQuerySchema,
  helpSearchResultsSchema,
  singleGuideSchema,
} from '@rehearse/contracts/help-center';
import { INVALID_TOKEN, requireAuth } from '../../platform/auth';
import { bearerSecurity, errorContent, jsonContent } from '../../platform/openapi';
import { createCommonRouter } from '../../platform/router';
import {
  getGuide,
  listFaqCategories,
  listGuideCategories,
  searchHelpCenter,
} from '../../domain/help-center';

const tags = ['Help centre'];
const security = bearerSecurity;
const middleware = requireAuth;

const faqs = createRoute({
  method: 'get',
  path: '/faqs',
  tags,
  security,
  middleware,
  summary: 'FAQ categories with their FAQs; with slug, only that category',
  request: { query: faqsQuerySchema },
  responses: {
    200: jsonContent(faqCategoriesSchema, 'The categories with their FAQs'),
    400: errorContent('Invalid query'),
    401: errorContent(INVALID_TOKEN),
    404: errorContent('No category with this slug'),
  },
});
const guides = createRoute({
  method: 'get',
  path: '/guides',
  tags,
  security,
  middleware,
  summary:
    'Guide categories with guides: without slug each cut to limit (default 5) with visibleGuides and totalGuides; with slug that category with all its guides',
  request: { query: guidesQuerySchema },
  responses: {
    200: jsonContent(guideCategoriesSchema, 'The categories with their guides (no content)'),
    400: errorContent('Invalid query'),
    401: errorContent(INVALID_TOKEN),
    404: errorContent('No category with this slug'),
  },
});
const guide = createRoute({
  method: 'get',
  path: '/guide',
  tags,
  security,
  middleware,
  summary: 'One guide with its content, inside its category',
  request: { query: guideQuerySchema },
  responses: {
    200: jsonContent(singleGuideSchema, 'The category with a one-item guides list'),
    400: errorContent('Invalid query'),
    401: errorContent(INVALID_TOKEN),
    404: errorContent('No such category or guide'),
  },
});

// Beside the spec's calls (decision 068): the search box on the help centre's home.
const search = createRoute({
  method: 'get',
  path: '/search',
  tags,
  security,
  middleware,
  summary:
    'FAQs (question or answer) and guides (title or subtitle) containing q, case-insensitive, at most 8 of each',
  request: { query: helpSearchQuerySchema },
  responses: {
    200: jsonContent(helpSearchResultsSchema, 'The matching FAQs and guides, in help-centre order'),
    400: errorContent('Invalid query'),
    401: errorContent(INVALID_TOKEN),
  },
});

export const helpCenterRoutes = createCommonRouter()
  .openapi(faqs, async (c) =>
    c.json(await listFaqCategories(c.var.db, c.req.valid('query').slug), 200),
  )
  .openapi(guides, async (c) =>
    c.json(await listGuideCategories(c.var.db, c.req.valid('query')), 200),
  )
  .openapi(guide, async (c) => {
    const { categorySlug, guideSlug } = c.req.valid('query');
    return c.json(await getGuide(c.var.db, categorySlug, guideSlug), 200);
  })
  .openapi(search, async (c) =>
    c.json(await searchHelpCenter(c.var.db, c.req.valid('query').q), 200),
  );
