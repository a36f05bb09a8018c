import { createRoute, z } from '@hono/zod-openapi';
import { successEnvelope } from '@rehearse/contracts/envelope';
import { organizationSchema } from '@rehearse/contracts/organizations';
import { requireAuth } from '../../platform/auth';
import { bearerSecurity, jsonContent, productErrorContent } from '../../platform/openapi';
import { createProductRouter } from '../../platform/router';
import { getOrganizationFor } from '../../domain/organizations';
import { ok } from '../../platform/answers';

const getOne = createRoute({
  method: 'get',
  path: '/{id}',
  tags: ['Organizations'],
  security: bearerSecurity,
  middleware: requireAuth,
  summary: "An organization: the caller's own, or any for an admin",
  request: { params: z.object({ id: z.string().max(100) }) },
  responses: {
    200: jsonContent(successEnvelope(organizationSchema), 'The organization'),
    401: productErrorContent('Invalid token'),
    404: productErrorContent('No such organization (or not yours)'),
  },
});

export const organizationRoutes = createProductRouter().openapi(getOne, async (c) =>
  ok(c, await getOrganizationFor(c.var.db, c.var.user, c.req.valid('param').id)),
);
