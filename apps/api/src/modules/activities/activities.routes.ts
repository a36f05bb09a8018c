import { createRoute } from '@hono/zod-openapi';
import { activitiesSchema } from '@rehearse/contracts/activities';
import { INVALID_TOKEN, requireAuth } from '../../platform/auth';
import { bearerSecurity, errorContent, jsonContent } from '../../platform/openapi';
import { createCommonRouter } from '../../platform/router';
import { listActivities } from './activities.service';

const list = createRoute({
  method: 'get',
  path: '/',
  tags: ['Dashboards'],
  security: bearerSecurity,
  middleware: requireAuth,
  summary: "The caller's activity feed, newest first",
  responses: {
    200: jsonContent(activitiesSchema, 'The activities'),
    401: errorContent(INVALID_TOKEN),
  },
});

export const activityRoutes = createCommonRouter().openapi(list, async (c) =>
  c.json(await listActivities(c.var.db, c.var.user.id), 200),
);
