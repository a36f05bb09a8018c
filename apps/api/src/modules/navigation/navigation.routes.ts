import { createRoute } from '@hono/zod-openapi';
import { navigationSchema } from '@rehearse/contracts/navigation';
import { INVALID_TOKEN, requireAuth } from '../../platform/auth';
import { bearerSecurity, errorContent, jsonContent } from '../../platform/openapi';
import { createCommonRouter } from '../../platform/router';
import { getNavigation } from '../../domain/navigation';

const get = createRoute({
  method: 'get',
  path: '/',
  tags: ['Common'],
  security: bearerSecurity,
  middleware: requireAuth,
  summary:
    "The menus compact, default, futuristic, horizontal and recruiter, filtered by the user's roles (a recruiter gets only the recruiter list; the others are empty)",
  responses: {
    200: jsonContent(navigationSchema, 'The navigation lists'),
    401: errorContent(INVALID_TOKEN),
  },
});

export const navigationRoutes = createCommonRouter().openapi(get, async (c) =>
  c.json(await getNavigation(c.var.db, c.var.user), 200),
);
