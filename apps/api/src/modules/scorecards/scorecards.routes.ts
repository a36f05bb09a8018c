import { createRoute, z } from '@hono/zod-openapi';
import { successEnvelope } from '@rehearse/contracts/envelope';
import {
  candidateScorecardsSchema,
  rankedCandidateSchema,
  scorecardInputSchema,
} from '@rehearse/contracts/scorecards';
import { ok } from '../../platform/answers';
import { requireAuth } from '../../platform/auth';
import { bearerSecurity, jsonBody, jsonContent, productErrorContent } from '../../platform/openapi';
import { createProductRouter } from '../../platform/router';
import { serviceContext } from '../../platform/service-context';
import {
  getCandidateScorecards,
  reopenMyScorecard,
  saveMyScorecard,
  submitMyScorecard,
} from './scorecards.service';
import { rankCandidates } from './ranking.service';

// Scorecards of a posting's candidates and their ranking
// (docs/decisions/049-scorecards-and-blind-review.md). Mounted beside the postings routes.

const base = { tags: ['Scorecards'], security: bearerSecurity, middleware: requireAuth };
const pathParam = (name: string) =>
  z
    .string()
    .max(100)
    .openapi({ param: { name, in: 'path' } });
const postingParams = z.object({ id: pathParam('id') });
const candidateParams = z.object({ id: pathParam('id'), candidateId: pathParam('candidateId') });
const guarded = {
  401: productErrorContent('Invalid token'),
  403: productErrorContent(
    'Not a member of a recruiting organization (organization.recruiters_only)',
  ),
  404: productErrorContent(
    'No such posting or candidate in your organization, or a reviewer not on the posting’s hiring team',
  ),
};
const scores = (description: string) =>
  jsonContent(successEnvelope(candidateScorecardsSchema), description);
const mine = '/{id}/candidates/{candidateId}/scorecards';
const refusals = {
  403: productErrorContent(
    'Not on the posting’s hiring team (scorecard.not_on_team), or not a member (organization.recruiters_only)',
  ),
  409: productErrorContent(
    'The candidate has not finished (scorecard.not_ready), the posting has no rubric (scorecard.no_rubric), or the scorecard is already submitted (scorecard.submitted) / still a draft (scorecard.not_submitted)',
  ),
};

const read = createRoute({
  ...base,
  method: 'get',
  path: mine,
  summary:
    'The rubric, your scorecard, and the others’ submitted scorecards with the aggregate when blind scoring lets you see them (`hidden_reason` otherwise)',
  request: { params: candidateParams },
  responses: { 200: scores('The candidate’s scorecards as you may see them'), ...guarded },
});
const save = createRoute({
  ...base,
  method: 'put',
  path: `${mine}/mine`,
  summary:
    'Save your draft scorecard: ratings 1-5 per criterion (unrated criteria left out), notes, recommendation',
  request: { params: candidateParams, ...jsonBody(scorecardInputSchema) },
  responses: {
    200: scores('Saved'),
    400: productErrorContent(
      'Invalid input, naming the field; a criterion not of the posting’s rubric (validation.unknown_id) or rated twice (scorecard.criterion_twice)',
    ),
    ...guarded,
    ...refusals,
  },
});
const submit = createRoute({
  ...base,
  method: 'post',
  path: `${mine}/mine/submit`,
  summary:
    'Submit your scorecard: it is locked until you reopen it; a candidate who just completed moves to in review',
  request: { params: candidateParams },
  responses: {
    200: scores('Submitted'),
    400: productErrorContent('No overall recommendation yet (scorecard.recommendation_required)'),
    ...guarded,
    ...refusals,
  },
});
const reopen = createRoute({
  ...base,
  method: 'post',
  path: `${mine}/mine/reopen`,
  summary: 'Reopen your submitted scorecard to change it',
  request: { params: candidateParams },
  responses: { 200: scores('Reopened'), ...guarded, ...refusals },
});
const ranking = createRoute({
  ...base,
  method: 'get',
  path: '/{id}/ranking',
  summary:
    'The posting’s finished candidates ranked by weighted overall score, as far as blind scoring lets you see; `hidden` counts the others',
  request: { params: postingParams },
  responses: {
    200: jsonContent(
      successEnvelope(
        z.object({ items: z.array(rankedCandidateSchema), hidden: z.number().int() }),
      ),
      'The ranking',
    ),
    ...guarded,
  },
});

export const scorecardRoutes = createProductRouter()
  .openapi(read, async (c) => {
    const { id, candidateId } = c.req.valid('param');
    return ok(c, await getCandidateScorecards(c.var.db, serviceContext(c), id, candidateId));
  })
  .openapi(save, async (c) => {
    const { id, candidateId } = c.req.valid('param');
    return ok(
      c,
      await saveMyScorecard(c.var.db, serviceContext(c), id, candidateId, c.req.valid('json')),
    );
  })
  .openapi(submit, async (c) => {
    const { id, candidateId } = c.req.valid('param');
    return ok(c, await submitMyScorecard(c.var.db, serviceContext(c), id, candidateId));
  })
  .openapi(reopen, async (c) => {
    const { id, candidateId } = c.req.valid('param');
    return ok(c, await reopenMyScorecard(c.var.db, serviceContext(c), id, candidateId));
  })
  .openapi(ranking, async (c) =>
    ok(c, await rankCandidates(c.var.db, serviceContext(c), c.req.valid('param').id)),
  );
