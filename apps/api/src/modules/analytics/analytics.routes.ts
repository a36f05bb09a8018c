import { createRoute } from '@hono/zod-openapi';
import {
  newPageViewSchema,
  pageViewListSchema,
  pageViewSchema,
  pageViewsQuerySchema,
} from '@rehearse/contracts/analytics';
import { successEnvelope } from '@rehearse/contracts/envelope';
import { INVALID_TOKEN, requireAuth } from '../../platform/auth';
import { bearerSecurity, jsonBody, jsonContent, productErrorContent } from '../../platform/openapi';
import { createProductRouter } from '../../platform/router';
import { listPageViews, recordPageView } from './analytics.service';
import { ok } from '../../platform/answers';

const common = { tags: ['Analytics'], security: bearerSecurity, middleware: requireAuth };
const unauthorized = productErrorContent(`Authentication required / ${INVALID_TOKEN}`);
const invalid = productErrorContent('Invalid input, naming the field');

const record = createRoute({
  ...common,
  method: 'post',
  path: '/page-views',
  summary: 'Report a page view: {url, referrer?}, in-app paths only; 120 per minute per user',
  request: jsonBody(newPageViewSchema),
  responses: {
    201: jsonContent(successEnvelope(pageViewSchema), 'The stored page view'),
    400: invalid,
    401: unauthorized,
    429: productErrorContent('Too many page views; Retry-After says when to try again'),
  },
});

const list = createRoute({
  ...common,
  method: 'get',
  path: '/page-views',
  summary: "The caller's own page views, newest first: query limit (1-100, default 20)",
  request: { query: pageViewsQuerySchema },
  responses: {
    200: jsonContent(successEnvelope(pageViewListSchema), 'The page views'),
    400: invalid,
    401: unauthorized,
  },
});

export const analyticsRoutes = createProductRouter()
  .openapi(record, async (c) =>
    ok(c, await recordPageView(c.var.db, c.var.user.id, c.req.valid('json')), 201),
  )
  .openapi(list, async (c) =>
    ok(c, await listPageViews(c.var.db, c.var.user.id, c.req.valid('query').limit)),
  );
