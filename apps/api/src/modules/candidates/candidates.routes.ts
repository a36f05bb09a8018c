import { createRoute, z } from '@hono/zod-openapi';
import {
  candidateDetailSchema,
  candidateListQuerySchema,
  candidateListSchema,
  candidateSchema,
  extendDeadlineSchema,
  importCandidatesSchema,
  importResultSchema,
  inviteCandidateSchema,
  invitedCandidateSchema,
} from '@rehearse/contracts/candidates';
import { successEnvelope } from '@rehearse/contracts/envelope';
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
import { importCandidates } from './candidate-import.service';
import { extendDeadline, resendInvitation, revokeCandidate } from './candidate-changes.service';
import { getCandidate, inviteCandidate, listCandidates } from './candidates.service';

// A posting's candidates: one-way interview invitations and the pipeline table
// (docs/decisions/047-candidate-invitations.md). Owners and recruiters invite and change;
// reviewers read the candidates of postings whose hiring team they are on.

const base = { tags: ['Candidates'], security: bearerSecurity, middleware: requireAuth };
const forbidden =
  'Not a member of a recruiting organization (organization.recruiters_only), or a reviewer changing something (organization.role_forbidden)';
const guarded = {
  401: productErrorContent('Invalid token'),
  403: productErrorContent(forbidden),
};
const invalid = productErrorContent('Invalid input, naming the field');
const missing = productErrorContent(
  'No such posting (or candidate) in your organization, or a reviewer not on the posting’s hiring team',
);
const noCredit =
  'No interview credit is free for a new candidate (billing.insufficient_credits, naming the balance); nothing is written';
const notOpen = 'The posting is not open (candidate.posting_not_open, naming its state)';
const finished =
  'The candidate completed, was decided on or revoked (candidate.not_open, naming the stage)';
const candidateParams = idParams.extend({
  candidateId: z
    .string()
    .max(100)
    .openapi({ param: { name: 'candidateId', in: 'path' } }),
});
const one = jsonContent(successEnvelope(candidateSchema), 'The candidate');

const list = createRoute({
  ...base,
  method: 'get',
  path: '/{id}/candidates',
  summary:
    'A posting’s candidates, a page at a time: search (name, email), stage, sort; with the counts per stage and the acceptance and completion rates',
  description:
    'Each candidate carries `score`, the weighted overall of the submitted scorecards (decision 049), as far as blind scoring lets the caller see it; `score_access` says which: `all`, `after-submitting` (only candidates the caller submitted their own scorecard for; the others answer null and sort with the unscored), or `none` (a hiring-team member under "never", or one of an anonymised posting who sees names here). `sort=score` orders by it, highest first, candidates without one last, then by id; paged in SQL.',
  request: { params: idParams, query: candidateListQuerySchema },
  responses: {
    200: jsonContent(successEnvelope(candidateListSchema), 'A page of candidates'),
    400: invalid,
    ...guarded,
    403: productErrorContent(
      `${forbidden}, or sort=score by a caller who may see no score on this posting (candidate.scores_hidden)`,
    ),
    404: missing,
  },
});
const invite = createRoute({
  ...base,
  method: 'post',
  path: '/{id}/candidates',
  summary:
    'Invite one candidate (owner, recruiter): emails the interview link and queues a reminder. The same email again answers 200 with the existing record and already_invited',
  request: { params: idParams, ...jsonBody(inviteCandidateSchema) },
  responses: {
    201: jsonContent(successEnvelope(invitedCandidateSchema), 'Invited'),
    200: jsonContent(successEnvelope(invitedCandidateSchema), 'Already invited: the one record'),
    400: invalid,
    402: productErrorContent(noCredit),
    ...guarded,
    404: missing,
    409: productErrorContent(notOpen),
  },
});
const importCsv = createRoute({
  ...base,
  method: 'post',
  path: '/{id}/candidates/import',
  summary:
    'Invite from CSV text (columns name, email; header optional; up to 1,000 rows): dry_run previews each row’s verdict, otherwise the valid rows are invited in one transaction',
  request: { params: idParams, ...jsonBody(importCandidatesSchema) },
  responses: {
    200: jsonContent(successEnvelope(importResultSchema), 'Each row’s verdict'),
    400: invalid,
    402: productErrorContent(
      'Fewer interview credits are free than the file has new candidates (billing.import_exceeds_balance, naming the balance and the need): nothing is imported',
    ),
    ...guarded,
    404: missing,
    409: productErrorContent(notOpen),
    422: productErrorContent('More rows than the limit (candidate.too_many_rows)'),
  },
});
const detail = createRoute({
  ...base,
  method: 'get',
  path: '/{id}/candidates/{candidateId}',
  summary: 'A candidate with their history: who did what, when',
  request: { params: candidateParams },
  responses: {
    200: jsonContent(successEnvelope(candidateDetailSchema), 'The candidate and their events'),
    ...guarded,
    404: missing,
  },
});
const resend = createRoute({
  ...base,
  method: 'post',
  path: '/{id}/candidates/{candidateId}/resend',
  summary:
    'Email a new link (owner, recruiter): the old link stops working; the reminder is re-queued with the new one',
  request: { params: candidateParams },
  responses: {
    200: one,
    ...guarded,
    404: missing,
    409: productErrorContent(`${notOpen}, or ${finished}`),
  },
});
const extend = createRoute({
  ...base,
  method: 'post',
  path: '/{id}/candidates/{candidateId}/extend',
  summary:
    'Move the deadline later, at most 60 days from now (owner, recruiter): emails a new link with the new deadline and reschedules the reminder; an expired candidate comes back',
  request: { params: candidateParams, ...jsonBody(extendDeadlineSchema) },
  responses: {
    200: one,
    400: productErrorContent(
      'Invalid input, or a deadline not later or too far (candidate.deadline_invalid)',
    ),
    ...guarded,
    402: productErrorContent(
      'An expired candidate reopened needs an interview credit again; none is free (billing.insufficient_credits)',
    ),
    404: missing,
    409: productErrorContent(`${notOpen}, or ${finished}`),
  },
});
const revoke = createRoute({
  ...base,
  method: 'post',
  path: '/{id}/candidates/{candidateId}/revoke',
  summary:
    'Revoke the invitation (owner, recruiter): the candidate is withdrawn, the reminder cancelled',
  request: { params: candidateParams },
  responses: { 200: one, ...guarded, 404: missing, 409: productErrorContent(finished) },
});

export const candidateRoutes = createProductRouter()
  .openapi(list, async (c) =>
    ok(
      c,
      await listCandidates(
        c.var.db,
        serviceContext(c),
        c.req.valid('param').id,
        c.req.valid('query'),
      ),
    ),
  )
  // The emails are committed with the change; the delivery worker is told at once.
  .openapi(invite, async (c) => {
    const { db, config, services } = c.var;
    const data = await inviteCandidate(
      db,
      serviceContext(c),
      config.publicUrl,
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    if (!data.already_invited) services.emailQueued();
    return ok(c, data, data.already_invited ? 200 : 201);
  })
  .openapi(importCsv, async (c) => {
    const { db, config, services } = c.var;
    const data = await importCandidates(
      db,
      serviceContext(c),
      config.publicUrl,
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    if (data.invited > 0) services.emailQueued();
    return ok(c, data);
  })
  .openapi(detail, async (c) => {
    const { id, candidateId } = c.req.valid('param');
    return ok(c, await getCandidate(c.var.db, serviceContext(c), id, candidateId));
  })
  .openapi(resend, async (c) => {
    const { db, config, services } = c.var;
    const { id, candidateId } = c.req.valid('param');
    const data = await resendInvitation(db, serviceContext(c), config.publicUrl, id, candidateId);
    services.emailQueued();
    return ok(c, data);
  })
  .openapi(extend, async (c) => {
    const { db, config, services } = c.var;
    const { id, candidateId } = c.req.valid('param');
    const data = await extendDeadline(
      db,
      serviceContext(c),
      config.publicUrl,
      id,
      candidateId,
      c.req.valid('json'),
    );
    services.emailQueued();
    return ok(c, data);
  })
  .openapi(revoke, async (c) => {
    const { id, candidateId } = c.req.valid('param');
    return ok(c, await revokeCandidate(c.var.db, serviceContext(c), id, candidateId));
  });
