import { createRoute } from '@hono/zod-openapi';
import { dashboardSchemas, type DashboardKind } from '@rehearse/contracts/dashboards';
import { INVALID_TOKEN, requireAuth } from '../../platform/auth';
import { bearerSecurity, errorContent, jsonContent } from '../../platform/openapi';
import { createCommonRouter } from '../../platform/router';
import { getDashboard } from './dashboards.service';

const dashboardRoute = <K extends DashboardKind>(kind: K) =>
  createRoute({
    method: 'get',
    path: `/${kind}`,
    tags: ['Dashboards'],
    security: bearerSecurity,
    middleware: requireAuth,
    summary: `The caller's ${kind} dashboard figures`,
    responses: {
      200: jsonContent(dashboardSchemas[kind], `The ${kind} dashboard`),
      401: errorContent(INVALID_TOKEN),
    },
  });

export const dashboardRoutes = createCommonRouter()
  .openapi(dashboardRoute('analytics'), async (c) =>
    c.json(await getDashboard(c.var.db, c.var.user, 'analytics'), 200),
  )
  .openapi(dashboardRoute('crypto'), async (c) =>
    c.json(await getDashboard(c.var.db, c.var.user, 'crypto'), 200),
  )
  .openapi(dashboardRoute('finance'), async (c) =>
    c.json(await getDashboard(c.var.db, c.var.user, 'finance'), 200),
  )
  .openapi(dashboardRoute('project'), async (c) =>
    c.json(await getDashboard(c.var.db, c.var.user, 'project'), 200),
  );
