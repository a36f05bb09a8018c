import { createRoute } from '@hono/zod-openapi';
import { successEnvelope } from '@rehearse/contracts/envelope';
import {
  createProductUserSchema,
  productUserLookupSchema,
  productUserSchema,
} from '@rehearse/contracts/product-users';
import { requireAuth } from '../../platform/auth';
import { bearerSecurity, jsonBody, jsonContent, productErrorContent } from '../../platform/openapi';
import { createProductRouter } from '../../platform/router';
import { createProductUser, findProductUser } from './product-users.service';
import { ok } from '../../platform/answers';

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

export const productUserRoutes = createProductRouter()
  .openapi(lookup, async (c) => {
    const { organization_id, external_id } = c.req.valid('query');
    return ok(c, await findProductUser(c.var.db, c.var.user, organization_id, external_id));
  })
  .openapi(create, async (c) =>
    ok(c, await createProductUser(c.var.db, c.var.user, c.req.valid('json')), 201),
  );
