import { createRoute, z } from '@hono/zod-openapi';
import { successEnvelope } from '@rehearse/contracts/envelope';
import {
  changeMemberRoleSchema,
  companyProfileSchema,
  createInvitationSchema,
  INVITATION_LIFETIME_DAYS,
  invitationSchema,
  memberSchema,
  transferOwnershipSchema,
  updateCompanyProfileSchema,
} from '@rehearse/contracts/organizations';
import { userSchema } from '@rehearse/contracts/user';
import { ok } from '../../platform/answers';
import { requireAuth } from '../../platform/auth';
import {
  bearerSecurity,
  idParams,
  jsonBody,
  jsonContent,
  productErrorContent,
} from '../../platform/openapi';
import { createProductRouter } from '../../platform/router';
import { serviceContext } from '../../platform/service-context';
import { getCompanyProfile, updateCompanyProfile } from './company.service';
import {
  createInvitation,
  listInvitations,
  resendInvitation,
  revokeInvitation,
} from './invitations.service';
import {
  changeMemberRole,
  leaveOrganization,
  listMembers,
  removeMember,
  transferOwnership,
} from './team.service';

// The caller's recruiting organization: its company profile, members and invitations
// (docs/decisions/041-recruiting-organizations.md). Who may call what is decided by the
// services (domain/organization-access.ts): any member reads; owners and recruiters edit the
// profile; the owner manages the team.

const base = {
  tags: ['Recruiting organization'],
  security: bearerSecurity,
  middleware: requireAuth,
};
const unauthorized = productErrorContent('Invalid token');
const forbidden = productErrorContent(
  'Not a member of a recruiting organization (organization.recruiters_only), or a role that may not do this (organization.role_forbidden)',
);
const invalid = productErrorContent('Invalid input, naming the field');
const missing = productErrorContent('No such member or invitation in your organization');
const profile = jsonContent(successEnvelope(companyProfileSchema), 'The company profile');
const memberList = jsonContent(successEnvelope(z.array(memberSchema)), 'The members');
const invitation = jsonContent(successEnvelope(invitationSchema), 'The invitation');
const guarded = { 401: unauthorized, 403: forbidden };

const getProfile = createRoute({
  ...base,
  method: 'get',
  path: '/',
  summary: 'Your recruiting organization’s company profile and your role in it',
  responses: { 200: profile, ...guarded },
});
const patchProfile = createRoute({
  ...base,
  method: 'patch',
  path: '/',
  summary: 'Edit the company profile (owner, recruiter): name, website, about, brand colour',
  request: jsonBody(updateCompanyProfileSchema),
  responses: { 200: profile, 400: invalid, ...guarded },
});
const getMembers = createRoute({
  ...base,
  method: 'get',
  path: '/members',
  summary: 'The members and their roles (owners first)',
  responses: { 200: memberList, ...guarded },
});
const patchMember = createRoute({
  ...base,
  method: 'patch',
  path: '/members/{id}',
  summary: 'Change a member’s role (owner)',
  request: { params: idParams, ...jsonBody(changeMemberRoleSchema) },
  responses: {
    200: memberList,
    400: invalid,
    ...guarded,
    404: missing,
    409: productErrorContent('The organization would have no owner (organization.last_owner)'),
  },
});
const deleteMember = createRoute({
  ...base,
  method: 'delete',
  path: '/members/{id}',
  summary: 'Remove a member (owner): they get a workspace of their own and lose recruiter access',
  request: { params: idParams },
  responses: {
    200: memberList,
    ...guarded,
    404: missing,
    409: productErrorContent('The organization would have no owner (organization.last_owner)'),
  },
});
const transfer = createRoute({
  ...base,
  method: 'post',
  path: '/transfer-ownership',
  summary: 'Make another member the owner (owner); you stay on as a recruiter',
  request: jsonBody(transferOwnershipSchema),
  responses: { 200: memberList, 400: invalid, ...guarded, 404: missing },
});
const leave = createRoute({
  ...base,
  method: 'post',
  path: '/leave',
  summary: 'Leave the organization: you get a workspace of your own; the last owner cannot leave',
  responses: {
    200: jsonContent(successEnvelope(userSchema), 'You, as you now are'),
    ...guarded,
    409: productErrorContent('You are the last owner (organization.last_owner)'),
  },
});
const getInvitations = createRoute({
  ...base,
  method: 'get',
  path: '/invitations',
  summary: 'Open invitations, pending or expired (owner)',
  responses: {
    200: jsonContent(successEnvelope(z.array(invitationSchema)), 'The invitations'),
    ...guarded,
  },
});
const postInvitation = createRoute({
  ...base,
  method: 'post',
  path: '/invitations',
  summary: `Invite by email (owner): queues an email with a single-use link to /invitation?token=..., valid ${INVITATION_LIFETIME_DAYS} days`,
  request: jsonBody(createInvitationSchema),
  responses: {
    201: invitation,
    400: invalid,
    ...guarded,
    409: productErrorContent(
      'Already a member (invitation.already_member) or already invited (invitation.already_invited)',
    ),
  },
});
const resend = createRoute({
  ...base,
  method: 'post',
  path: '/invitations/{id}/resend',
  summary: 'Send a new link (owner); the previous link stops working',
  request: { params: idParams },
  responses: {
    200: invitation,
    ...guarded,
    404: missing,
    409: productErrorContent('Accepted or revoked (invitation.not_pending)'),
  },
});
const revoke = createRoute({
  ...base,
  method: 'delete',
  path: '/invitations/{id}',
  summary: 'Revoke an invitation (owner); its link stops working',
  request: { params: idParams },
  responses: {
    200: invitation,
    ...guarded,
    404: missing,
    409: productErrorContent('Accepted or revoked (invitation.not_pending)'),
  },
});

export const companyRoutes = createProductRouter()
  .openapi(getProfile, async (c) => ok(c, await getCompanyProfile(c.var.db, serviceContext(c))))
  .openapi(patchProfile, async (c) =>
    ok(c, await updateCompanyProfile(c.var.db, serviceContext(c), c.req.valid('json'))),
  )
  .openapi(getMembers, async (c) => ok(c, await listMembers(c.var.db, serviceContext(c))))
  .openapi(patchMember, async (c) => {
    const { id } = c.req.valid('param');
    const { role } = c.req.valid('json');
    return ok(c, await changeMemberRole(c.var.db, serviceContext(c), id, role));
  })
  .openapi(deleteMember, async (c) =>
    ok(c, await removeMember(c.var.db, serviceContext(c), c.req.valid('param').id)),
  )
  .openapi(transfer, async (c) =>
    ok(c, await transferOwnership(c.var.db, serviceContext(c), c.req.valid('json').user_id)),
  )
  .openapi(leave, async (c) => ok(c, await leaveOrganization(c.var.db, serviceContext(c))))
  .openapi(getInvitations, async (c) => ok(c, await listInvitations(c.var.db, serviceContext(c))))
  // The invitation's email is committed with it; the delivery worker is told at once rather
  // than finding it at its next poll.
  .openapi(postInvitation, async (c) => {
    const { db, config, services } = c.var;
    const data = await createInvitation(
      db,
      serviceContext(c),
      config.publicUrl,
      c.req.valid('json'),
    );
    services.emailQueued();
    return ok(c, data, 201);
  })
  .openapi(resend, async (c) => {
    const { db, config, services } = c.var;
    const { id } = c.req.valid('param');
    const data = await resendInvitation(db, serviceContext(c), config.publicUrl, id);
    services.emailQueued();
    return ok(c, data);
  })
  .openapi(revoke, async (c) =>
    ok(c, await revokeInvitation(c.var.db, serviceContext(c), c.req.valid('param').id)),
  );
