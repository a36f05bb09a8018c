import { createRoute } from '@hono/zod-openapi';
import {
  adminCreatePostingSchema,
  adminPostingPageSchema,
  adminPostingsQuerySchema,
} from '@rehearse/contracts/admin-postings';
import { successEnvelope } from '@rehearse/contracts/envelope';
import {
  postingSchema,
  postingStateInputSchema,
  updatePostingSchema,
} from '@rehearse/contracts/postings';
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
  changeAnyPostingState,
  createPostingFor,
  getAnyPosting,
  listAllPostings,
  updateAnyPosting,
} from './admin-postings.service';

// Every organization's postings, for admins, on the organization's behalf
// (docs/decisions/057-admin-workspace.md). The recruiters' rules apply; every change is audited.

const guard = {
  tags: ['Admin'],
  security: bearerSecurity,
  middleware: [requireAuth, requireRole('admin')],
};
const denied = {
  401: productErrorContent('Invalid token'),
  403: productErrorContent('Admins only'),
};
const invalid = productErrorContent('Invalid input, naming the field');
const missing = productErrorContent('No such posting');
const posting = jsonContent(successEnvelope(postingSchema), 'The posting, whole');

const list = createRoute({
  ...guard,
  method: 'get',
  path: '/',
  summary:
    'Every organization’s postings, by organization, state and search (title, department, location), with the organization’s name and the counts per state (admins)',
  request: { query: adminPostingsQuerySchema },
  responses: {
    200: jsonContent(successEnvelope(adminPostingPageSchema), 'One page of postings'),
    400: invalid,
    ...denied,
    404: productErrorContent('No such recruiting organization (organization_id)'),
  },
});
const read = createRoute({
  ...guard,
  method: 'get',
  path: '/{id}',
  summary: 'A posting of any organization, whole (admins)',
  request: { params: idParams },
  responses: { 200: posting, ...denied, 404: missing },
});
const create = createRoute({
  ...guard,
  method: 'post',
  path: '/',
  summary:
    'Create a draft posting for a recruiting organization, as its recruiters would (admins; audited)',
  request: jsonBody(adminCreatePostingSchema),
  responses: {
    201: posting,
    400: invalid,
    ...denied,
    404: productErrorContent('No such recruiting organization (organization_id)'),
  },
});
const update = createRoute({
  ...guard,
  method: 'patch',
  path: '/{id}',
  summary: 'Edit a posting’s fields with the recruiters’ rules (admins; audited)',
  request: { params: idParams, ...jsonBody(updatePostingSchema) },
  responses: {
    200: posting,
    400: invalid,
    ...denied,
    404: missing,
    409: productErrorContent(
      'The posting is archived (posting.archived), or a new rubric for an open posting (posting.plan_locked)',
    ),
  },
});
const state = createRoute({
  ...guard,
  method: 'post',
  path: '/{id}/state',
  summary:
    'Move a posting to another state as its recruiters may: draft→open, open→closed, closed→open, closed→archived, archived→draft (admins; audited)',
  request: { params: idParams, ...jsonBody(postingStateInputSchema) },
  responses: {
    200: posting,
    400: invalid,
    ...denied,
    404: missing,
    409: productErrorContent(
      'Not allowed from the current state (posting.invalid_transition), or no questions to open with (posting.no_questions)',
    ),
  },
});

export const adminPostingRoutes = createProductRouter()
  .openapi(list, async (c) =>
    ok(c, await listAllPostings(c.var.db, c.var.user, c.req.valid('query'))),
  )
  .openapi(read, async (c) =>
    ok(c, await getAnyPosting(c.var.db, c.var.user, c.req.valid('param').id)),
  )
  .openapi(create, async (c) =>
    ok(c, await createPostingFor(c.var.db, c.var.user, c.req.valid('json')), 201),
  )
  .openapi(update, async (c) =>
    ok(
      c,
      await updateAnyPosting(c.var.db, c.var.user, c.req.valid('param').id, c.req.valid('json')),
    ),
  )
  // Closing may queue the undecided candidates' emails: the delivery worker is told at once.
  .openapi(state, async (c) => {
    const { db, config, services, user } = c.var;
    const data = await changeAnyPostingState(
      db,
      user,
      config.publicUrl,
      c.req.valid('param').id,
      c.req.valid('json').state,
    );
    services.emailQueued();
    return ok(c, data);
  });
