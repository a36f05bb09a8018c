import { createRoute } from '@hono/zod-openapi';
import {
  adminOrganizationDetailSchema,
  adminOrganizationPageSchema,
  adminOrganizationsQuerySchema,
  createAdminOrganizationSchema,
  updateAdminOrganizationSchema,
} from '@rehearse/contracts/admin-organizations';
import { successEnvelope } from '@rehearse/contracts/envelope';
import { ok } from '../../platform/answers';
import { requireAuth, requireRole } from '../../platform/auth';
import {
  bearerSecurity,
  idParams,
  jsonBody,
  jsonContent,
  productErrorContent,
} from '../../platform/openapi';
import { createProductRouter } from '../../platform/router';
import {
  createOrganization,
  getOrganization,
  listOrganizations,
  restoreOrganization,
  suspendOrganization,
  updateOrganization,
} from './admin-organizations.service';

const tags = ['Admin'];
const guard = {
  tags,
  security: bearerSecurity,
  middleware: [requireAuth, requireRole('admin')],
};
const denied = {
  401: productErrorContent('Invalid token'),
  403: productErrorContent('Admins only'),
};
const detail = (description: string) =>
  jsonContent(successEnvelope(adminOrganizationDetailSchema), description);

const list = createRoute({
  ...guard,
  method: 'get',
  path: '/',
  summary:
    'Organizations by name, type and status, newest first, each with its member count, plan and balance (admins)',
  request: { query: adminOrganizationsQuerySchema },
  responses: {
    200: jsonContent(successEnvelope(adminOrganizationPageSchema), 'One page of organizations'),
    400: productErrorContent('Invalid query'),
    ...denied,
  },
});

const read = createRoute({
  ...guard,
  method: 'get',
  path: '/{id}',
  summary: 'One organization with its members (admins)',
  request: { params: idParams },
  responses: {
    200: detail('The organization'),
    ...denied,
    404: productErrorContent('No such organization'),
  },
});

const create = createRoute({
  ...guard,
  method: 'post',
  path: '/',
  summary: 'Create an organization (admins; audited)',
  request: jsonBody(createAdminOrganizationSchema),
  responses: {
    201: detail('The new organization'),
    400: productErrorContent('Invalid input'),
    ...denied,
  },
});

const update = createRoute({
  ...guard,
  method: 'patch',
  path: '/{id}',
  summary:
    'Edit an organization’s name, type, website or brand colour (validated as the company profile) (admins; audited)',
  request: { params: idParams, ...jsonBody(updateAdminOrganizationSchema) },
  responses: {
    200: detail('The organization'),
    400: productErrorContent('Invalid input'),
    ...denied,
    404: productErrorContent('No such organization'),
  },
});

const suspend = createRoute({
  ...guard,
  method: 'post',
  path: '/{id}/suspend',
  summary:
    'Suspend an organization: its members’ sessions end and sign-in refuses them (auth.organization_suspended) until restored; admins keep their access (admins; audited)',
  request: { params: idParams },
  responses: {
    200: detail('The suspended organization'),
    ...denied,
    404: productErrorContent('No such organization'),
    409: productErrorContent('The acting admin’s own organization (admin.own_organization)'),
  },
});

const restore = createRoute({
  ...guard,
  method: 'post',
  path: '/{id}/restore',
  summary: 'Restore a suspended organization: its members may sign in again (admins; audited)',
  request: { params: idParams },
  responses: {
    200: detail('The restored organization'),
    ...denied,
    404: productErrorContent('No such organization'),
  },
});

export const adminOrganizationRoutes = createProductRouter()
  .openapi(list, async (c) => ok(c, await listOrganizations(c.var.db, c.req.valid('query'))))
  .openapi(read, async (c) => ok(c, await getOrganization(c.var.db, c.req.valid('param').id)))
  .openapi(create, async (c) =>
    ok(c, await createOrganization(c.var.db, c.var.user, c.req.valid('json')), 201),
  )
  .openapi(update, async (c) =>
    ok(
      c,
      await updateOrganization(c.var.db, c.var.user, c.req.valid('param').id, c.req.valid('json')),
    ),
  )
  .openapi(suspend, async (c) =>
    ok(c, await suspendOrganization(c.var.db, c.var.user, c.req.valid('param').id)),
  )
  .openapi(restore, async (c) =>
    ok(c, await restoreOrganization(c.var.db, c.var.user, c.req.valid('param').id)),
  );
