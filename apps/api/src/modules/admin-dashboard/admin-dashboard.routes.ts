import { createRoute } from '@hono/zod-openapi';
import {
  adminDashboardQuerySchema,
  adminDashboardSchema,
} from '@rehearse/contracts/admin-dashboard';
import { successEnvelope } from '@rehearse/contracts/envelope';
import { ok } from '../../platform/answers';
import { requireAuth, requireRole } from '../../platform/auth';
import { bearerSecurity, jsonContent, productErrorContent } from '../../platform/openapi';
import { createProductRouter } from '../../platform/router';
import { serviceContext } from '../../platform/service-context';
import { adminDashboard } from './admin-dashboard.service';

const dashboard = createRoute({
  method: 'get',
  path: '/',
  tags: ['Admin'],
  security: bearerSecurity,
  middleware: [requireAuth, requireRole('admin')] as const,
  summary:
    'Platform figures per UTC day from `from` to `to` (YYYY-MM-DD; the last 30 days unless given, at most 366): users, organizations, completed interviews and page views per day, active subscriptions by plan, credits granted and used, the top 10 pages, and the email queue (admins)',
  request: { query: adminDashboardQuerySchema },
  responses: {
    200: jsonContent(successEnvelope(adminDashboardSchema), 'The dashboard'),
    400: productErrorContent('Invalid range'),
    401: productErrorContent('Invalid token'),
    403: productErrorContent('Admins only'),
  },
});

export const adminDashboardRoutes = createProductRouter().openapi(dashboard, async (c) =>
  ok(c, await adminDashboard(c.var.db, serviceContext(c), c.req.valid('query'))),
);
