import { createRoute } from '@hono/zod-openapi';
import { successEnvelope } from '@rehearse/contracts/envelope';
import {
  createProductUserSchema,
  productUserLookupSchema,
  productUserSchema,
} from '@rehearse/contracts/product-users';
import type { UserRow } from '../../db/schema/users';
import { isAdmin, requireAuth } from '../../platform/auth';
import { AppError, notFound } from '../../platform/errors';
import { bearerSecurity, jsonBody, jsonContent, productErrorContent } from '../../platform/openapi';
import { createProductRouter } from '../../platform/router';
import { createProductUser, findProductUser } from './product-users.service';

const tags = ['Users'];
const security = bearerSecurity;
const middleware = requireAuth;
const envelope = successEnvelope(productUserSchema);

const lookup = createRoute({
  method: 'get',
  path: '/lookup',
  tags,
  security,
  middleware,
  summary: 'Find the product user by organization id and external id (post-login flow, step 1)',
  request: { query: productUserLookupSchema },
  responses: {
    200: jsonContent(envelope, 'The product user'),
    400: productErrorContent('Invalid query'),
    401: productErrorContent('Invalid token'),
    404: productErrorContent('No such user: create it'),
  },
});
const create = createRoute({
  method: 'post',
  path: '/',
  tags,
  security,
  middleware,
  summary: 'Create the product user record (post-login flow, on a 404 from lookup)',
  request: jsonBody(createProductUserSchema),
  responses: {
    201: jsonContent(envelope, 'Created'),
    400: productErrorContent('Invalid input'),
    401: productErrorContent('Invalid token'),
    403: productErrorContent('Not your own record'),
    404: productErrorContent('No such organization'),
    409: productErrorContent('Already exists'),
  },
});

// Outside admins, a user reads and creates only their own record in their own organization.
const ownsRecord = (user: UserRow, organizationId: string, externalId: string) =>
  isAdmin(user.roles) || (user.organizationId === organizationId && user.id === externalId);

export const productUserRoutes = createProductRouter()
  .openapi(lookup, async (c) => {
    const { organization_id, external_id } = c.req.valid('query');
    if (!ownsRecord(c.var.user, organization_id, external_id)) {
      throw notFound('No user with this external id in this organization');
    }
    const data = await findProductUser(c.var.db, organization_id, external_id);
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(create, async (c) => {
    const input = c.req.valid('json');
    if (!ownsRecord(c.var.user, input.organization_id, input.external_id)) {
      throw new AppError('auth.forbidden', 'You can only create your own user record');
    }
    const data = await createProductUser(c.var.db, input);
    return c.json({ success: true as const, data }, 201);
  });
