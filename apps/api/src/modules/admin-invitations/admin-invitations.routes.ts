import { createRoute } from '@hono/zod-openapi';
import {
  adminInvitationsQuerySchema,
  createPlatformInvitationSchema,
  platformInvitationPageSchema,
  platformInvitationSchema,
} from '@rehearse/contracts/admin-invitations';
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
  createPlatformInvitation,
  listPlatformInvitations,
  resendPlatformInvitation,
  revokePlatformInvitation,
} from './admin-invitations.service';

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
const missing = { 404: productErrorContent('No such invitation') };
const one = (description: string) =>
  jsonContent(successEnvelope(platformInvitationSchema), description);

const list = createRoute({
  ...guard,
  method: 'get',
  path: '/',
  summary:
    'Invitations to join Rehearse, newest first, optionally by status (pending, accepted, expired, revoked) (admins)',
  request: { query: adminInvitationsQuerySchema },
  responses: {
    200: jsonContent(successEnvelope(platformInvitationPageSchema), 'One page of invitations'),
    400: productErrorContent('Invalid query'),
    ...denied,
  },
});

const create = createRoute({
  ...guard,
  method: 'post',
  path: '/',
  summary:
    'Invite an email to join as an admin, a recruiter of a recruiting organization, or a candidate; the link is emailed through the outbox and lives 7 days (admins; audited)',
  request: jsonBody(createPlatformInvitationSchema),
  responses: {
    201: one('The invitation'),
    400: productErrorContent('Invalid input'),
    ...denied,
    409: productErrorContent(
      'The email has an account (admin.already_registered) or a pending invitation (admin.already_invited)',
    ),
  },
});

const resend = createRoute({
  ...guard,
  method: 'post',
  path: '/{id}/resend',
  summary: 'Email a new link, valid for a new week (admins; audited)',
  request: { params: idParams },
  responses: {
    200: one('The invitation'),
    ...denied,
    ...missing,
    409: productErrorContent('Accepted or revoked (admin.invitation_closed)'),
  },
});

const revoke = createRoute({
  ...guard,
  method: 'post',
  path: '/{id}/revoke',
  summary: 'End an invitation’s link (admins; audited)',
  request: { params: idParams },
  responses: {
    200: one('The invitation'),
    ...denied,
    ...missing,
    409: productErrorContent('Already accepted (admin.invitation_closed)'),
  },
});

// The invitation's email is committed with it; the delivery worker is told at once.
export const adminInvitationRoutes = createProductRouter()
  .openapi(list, async (c) =>
    ok(c, await listPlatformInvitations(c.var.db, c.var.services.now(), c.req.valid('query'))),
  )
  .openapi(create, async (c) => {
    const { db, config, services, user } = c.var;
    const data = await createPlatformInvitation(
      db,
      user,
      services.now(),
      config.publicUrl,
      c.req.valid('json'),
    );
    services.emailQueued();
    return ok(c, data, 201);
  })
  .openapi(resend, async (c) => {
    const { db, config, services, user } = c.var;
    const data = await resendPlatformInvitation(
      db,
      user,
      services.now(),
      config.publicUrl,
      c.req.valid('param').id,
    );
    services.emailQueued();
    return ok(c, data);
  })
  .openapi(revoke, async (c) =>
    ok(
      c,
      await revokePlatformInvitation(
        c.var.db,
        c.var.user,
        c.var.services.now(),
        c.req.valid('param').id,
      ),
    ),
  );
