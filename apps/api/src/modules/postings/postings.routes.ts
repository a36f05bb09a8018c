import { createRoute, z } from '@hono/zod-openapi';
import { successEnvelope } from '@rehearse/contracts/envelope';
import {
  createPostingSchema,
  planInputSchema,
  postingListQuerySchema,
  postingListSchema,
  postingOptionsSchema,
  postingSchema,
  postingStateInputSchema,
  updatePostingSchema,
} from '@rehearse/contracts/postings';
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
import { replacePlan } from './posting-plan.service';
import { changePostingState } from './posting-states.service';
import {
  createPosting,
  deletePosting,
  duplicatePosting,
  getPosting,
  getPostingOptions,
  listPostings,
  updatePosting,
} from './postings.service';

// Job postings of the caller's recruiting organization and their interview plans
// (docs/decisions/042-job-postings.md). Any member reads; owners and recruiters change. Who may
// call what is decided by the services (domain/organization-access.ts).

const base = { tags: ['Job postings'], security: bearerSecurity, middleware: requireAuth };
const guarded = {
  401: productErrorContent('Invalid token'),
  403: productErrorContent(
    'Not a member of a recruiting organization (organization.recruiters_only), or a reviewer changing something (organization.role_forbidden)',
  ),
};
const invalid = productErrorContent('Invalid input, naming the field');
const missing = productErrorContent('No such posting in your organization');
const archived = 'The posting is archived, so read-only (posting.archived)';
const posting = jsonContent(successEnvelope(postingSchema), 'The posting, whole');

const list = createRoute({
  ...base,
  method: 'get',
  path: '/',
  summary:
    'Postings, a page at a time: search (title, department, location), state, sort; with the total and the counts per state',
  request: { query: postingListQuerySchema },
  responses: {
    200: jsonContent(successEnvelope(postingListSchema), 'A page of postings'),
    400: invalid,
    ...guarded,
  },
});
const options = createRoute({
  ...base,
  method: 'get',
  path: '/options',
  summary: 'What the posting editor offers: members for the hiring team, roles, skills, currencies',
  responses: {
    200: jsonContent(successEnvelope(postingOptionsSchema), 'The choices'),
    ...guarded,
  },
});
const create = createRoute({
  ...base,
  method: 'post',
  path: '/',
  summary: 'Create a draft posting (owner, recruiter)',
  request: jsonBody(createPostingSchema),
  responses: { 201: posting, 400: invalid, ...guarded },
});
const getOne = createRoute({
  ...base,
  method: 'get',
  path: '/{id}',
  summary: 'A posting with its interview plan, hiring team and rubric',
  request: { params: idParams },
  responses: { 200: posting, ...guarded, 404: missing },
});
const patch = createRoute({
  ...base,
  method: 'patch',
  path: '/{id}',
  summary:
    'Edit some of a posting’s fields (owner, recruiter); the description is sanitised; not while archived',
  request: { params: idParams, ...jsonBody(updatePostingSchema) },
  responses: {
    200: posting,
    400: invalid,
    ...guarded,
    404: missing,
    409: productErrorContent(
      `${archived}, or a new rubric for an open posting (posting.plan_locked)`,
    ),
  },
});
const putPlan = createRoute({
  ...base,
  method: 'put',
  path: '/{id}/plan',
  summary:
    'Replace the interview plan, in order (owner, recruiter); only while the posting is a draft or closed',
  request: { params: idParams, ...jsonBody(planInputSchema) },
  responses: {
    200: posting,
    400: invalid,
    ...guarded,
    404: missing,
    409: productErrorContent(`${archived}, or the posting is open (posting.plan_locked)`),
  },
});
const state = createRoute({
  ...base,
  method: 'post',
  path: '/{id}/state',
  summary:
    'Move a posting to another state (owner, recruiter): draft→open (with a title and a question), open→closed, closed→open, closed→archived, archived→draft',
  request: { params: idParams, ...jsonBody(postingStateInputSchema) },
  responses: {
    200: posting,
    400: invalid,
    ...guarded,
    404: missing,
    409: productErrorContent(
      'Not allowed from the current state (posting.invalid_transition, naming from and to), or no questions to open with (posting.no_questions)',
    ),
  },
});
const duplicate = createRoute({
  ...base,
  method: 'post',
  path: '/{id}/duplicate',
  summary: 'Copy a posting as a new draft, “<title> (copy)”, with its plan, team and rubric',
  request: { params: idParams },
  responses: { 201: posting, ...guarded, 404: missing },
});
const remove = createRoute({
  ...base,
  method: 'delete',
  path: '/{id}',
  summary: 'Delete a draft posting (owner, recruiter)',
  request: { params: idParams },
  responses: {
    200: jsonContent(successEnvelope(z.object({ id: z.string() })), 'The deleted posting’s id'),
    ...guarded,
    404: missing,
    409: productErrorContent('Not a draft (posting.not_draft)'),
  },
});

export const postingRoutes = createProductRouter()
  .openapi(list, async (c) =>
    ok(c, await listPostings(c.var.db, serviceContext(c), c.req.valid('query'))),
  )
  .openapi(options, async (c) => ok(c, await getPostingOptions(c.var.db, serviceContext(c))))
  .openapi(create, async (c) =>
    ok(c, await createPosting(c.var.db, serviceContext(c), c.req.valid('json')), 201),
  )
  .openapi(getOne, async (c) =>
    ok(c, await getPosting(c.var.db, serviceContext(c), c.req.valid('param').id)),
  )
  .openapi(patch, async (c) =>
    ok(
      c,
      await updatePosting(
        c.var.db,
        serviceContext(c),
        c.req.valid('param').id,
        c.req.valid('json'),
      ),
    ),
  )
  .openapi(putPlan, async (c) =>
    ok(
      c,
      await replacePlan(c.var.db, serviceContext(c), c.req.valid('param').id, c.req.valid('json')),
    ),
  )
  // Closing may queue the undecided candidates' emails: the delivery worker is told at once.
  .openapi(state, async (c) => {
    const { db, config, services } = c.var;
    const data = await changePostingState(
      db,
      serviceContext(c),
      config.publicUrl,
      c.req.valid('param').id,
      c.req.valid('json').state,
    );
    services.emailQueued();
    return ok(c, data);
  })
  .openapi(duplicate, async (c) =>
    ok(c, await duplicatePosting(c.var.db, serviceContext(c), c.req.valid('param').id), 201),
  )
  .openapi(remove, async (c) =>
    ok(c, await deletePosting(c.var.db, serviceContext(c), c.req.valid('param').id)),
  );
