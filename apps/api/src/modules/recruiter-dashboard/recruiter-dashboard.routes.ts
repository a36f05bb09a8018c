import { createRoute } from '@hono/zod-openapi';
import { successEnvelope } from '@rehearse/contracts/envelope';
import { recruiterDashboardSchema } from '@rehearse/contracts/recruiter-dashboard';
import { ok } from '../../platform/answers';
import { requireAuth } from '../../platform/auth';
import { bearerSecurity, jsonContent, productErrorContent } from '../../platform/openapi';
import { createProductRouter } from '../../platform/router';
import { serviceContext } from '../../platform/service-context';
import { recruiterDashboard } from './recruiter-dashboard.service';

const read = createRoute({
  tags: ['Recruiter dashboard'],
  security: bearerSecurity,
  middleware: requireAuth,
  method: 'get',
  path: '/',
  summary:
    'Open postings with their funnel, candidates awaiting your review, your draft scorecards, completion rate, median times and a weekly chart',
  responses: {
    200: jsonContent(successEnvelope(recruiterDashboardSchema), 'The dashboard'),
    401: productErrorContent('Invalid token'),
    403: productErrorContent(
      'Not a member of a recruiting organization (organization.recruiters_only)',
    ),
  },
});

export const recruiterDashboardRoutes = createProductRouter().openapi(read, async (c) =>
  ok(c, await recruiterDashboard(c.var.db, serviceContext(c))),
);
