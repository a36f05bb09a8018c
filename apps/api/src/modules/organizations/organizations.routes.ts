import { createRoute, z } from '@hono/zod-openapi';
import { successEnvelope } from '@rehearse/contracts/envelope';
import { organizationSchema } from '@rehearse/contracts/organizations';
import { isAdmin, requireAuth } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { bearerSecurity, jsonContent, productErrorContent } from '../../platform/openapi';
import { createProductRouter } from '../../platform/router';
import { getOrganization } from '../../domain/organizations';

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

export const organizationRoutes = createProductRouter().openapi(getOne, async (c) => {
  const { id } = c.req.valid('param');
  const user = c.var.user;
  // Someone else's organization is answered exactly like a missing one.
  if (user.organizationId !== id && !isAdmin(user.roles)) {
    throw notFound('Organization not found');
  }
  return c.json({ success: true as const, data: await getOrganization(c.var.db, id) }, 200);
});
