import { createRoute } from '@hono/zod-openapi';
import { searchRequestSchema, searchResponseSchema } from '@rehearse/contracts/search';
import { INVALID_TOKEN, requireAuth } from '../../platform/auth';
import { bearerSecurity, errorContent, jsonBody, jsonContent } from '../../platform/openapi';
import { createCommonRouter } from '../../platform/router';
import { search } from './search.service';

const post = createRoute({
  method: 'post',
  path: '/',
  tags: ['Common'],
  security: bearerSecurity,
  middleware: requireAuth,
  summary:
    'Search contacts, pages and tasks: {query}; answers only the non-empty groups, and [] for a query under 2 characters',
  request: jsonBody(searchRequestSchema),
  responses: {
    200: jsonContent(searchResponseSchema, 'The result groups'),
    400: errorContent('Invalid input'),
    401: errorContent(INVALID_TOKEN),
  },
});

export const searchRoutes = createCommonRouter().openapi(post, async (c) =>
  c.json(await search(c.var.db, c.var.user, c.req.valid('json').query), 200),
);
