import { announceCandidateActivity } from './announce-candidate-activity';
import { createRoute, z } from '@hono/zod-openapi';
import {
  answerResetSchema,
  interviewConsentSchema,
  interviewCurrentSchema,
  interviewKeepSchema,
  interviewProgressSchema,
  interviewQuestionSchema,
  interviewWelcomeSchema,
  submitAnswerSchema,
  WARM_UP_LIMIT,
  WARM_UP_LIMIT_WINDOW_MINUTES,
  WARM_UP_MAX_BYTES,
  warmUpStatusSchema,
  warmUpTranscriptSchema,
} from '@rehearse/contracts/candidate-interview';
import { successEnvelope } from '@rehearse/contracts/envelope';
import { RECORDING_TYPES, recordingUploadQuerySchema } from '@rehearse/contracts/recordings';
import { ok } from '../../platform/answers';
import { requireAuth } from '../../platform/auth';
import { bearerSecurity, jsonBody, jsonContent, productErrorContent } from '../../platform/openapi';
import { createProductRouter, limitJsonBody } from '../../platform/router';
import { serviceContext } from '../../platform/service-context';
import { resetAnswer } from './answer-reset.service';
import {
  addTake,
  consent,
  currentQuestion,
  readWelcome,
  startAnswer,
  submitAnswer,
} from './candidate-interview.service';
import { finishInterview, withdrawInterview } from './interview-end.service';
import { keepInterview, keepState, unkeepInterview } from './interview-keep.service';
import { transcribeWarmUp, warmUpStatus } from './warm-up.service';

// A candidate's one-way interview through the link of their invitation, without an account
// (docs/decisions/048-candidate-one-way-interview.md): the token is the only credential.
// Unknown links answer 404; revoked, withdrawn and expired ones 410 with the reason. Every call
// counts against one limit per address.

const tags = ['Candidate interview'];
const binary = z.string().openapi({ type: 'string', format: 'binary' });
const token = z
  .string()
  .min(1)
  .max(200)
  .openapi({ param: { name: 'token', in: 'path' } });
const tokenParams = z.object({ token });
const questionParams = z.object({
  token,
  questionId: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'questionId', in: 'path' } }),
});
const linkErrors = {
  404: productErrorContent('Unknown link, or no such question in this interview'),
  410: productErrorContent(
    'Revoked by the company (candidateInterview.link_revoked), withdrawn by the candidate (candidateInterview.withdrawn) or past the deadline (candidateInterview.link_expired)',
  ),
  429: productErrorContent('Too many requests from this address; see Retry-After'),
};
const answeringErrors = {
  ...linkErrors,
  409: productErrorContent(
    'No consent yet (consent_required), already submitted (finished), not the current question (not_current), answer not started (not_started), time over (time_over), no takes left (no_takes_left)',
  ),
};
const question = successEnvelope(interviewQuestionSchema);

const welcome = createRoute({
  method: 'get',
  path: '/{token}',
  tags,
  summary:
    'The welcome page: company, posting, intro, what is recorded per question, who sees it, how long it is kept, the deadline and the progress',
  request: { params: tokenParams },
  responses: {
    200: jsonContent(successEnvelope(interviewWelcomeSchema), 'The interview'),
    ...linkErrors,
  },
});
const giveConsent = createRoute({
  method: 'post',
  path: '/{token}/consent',
  tags,
  middleware: [announceCandidateActivity, limitJsonBody()] as const,
  summary: 'Agree to be recorded and to the use described (stored once; the candidate is started)',
  request: { params: tokenParams, ...jsonBody(interviewConsentSchema) },
  responses: {
    200: jsonContent(successEnvelope(interviewWelcomeSchema), 'Consent stored'),
    400: productErrorContent('agree is not true'),
    409: productErrorContent('Already submitted (candidateInterview.finished)'),
    ...linkErrors,
  },
});
const current = createRoute({
  method: 'get',
  path: '/{token}/question',
  tags,
  summary:
    'The current question (null when all are answered). The first fetch starts its think time on the server; later fetches read the same times',
  request: { params: tokenParams },
  responses: {
    200: jsonContent(successEnvelope(interviewCurrentSchema), 'The current question'),
    409: productErrorContent('No consent yet, or already submitted'),
    ...linkErrors,
  },
});
const start = createRoute({
  method: 'post',
  path: '/{token}/questions/{questionId}/start',
  middleware: announceCandidateActivity,
  tags,
  summary:
    'Start the answer time (stored once; after the think time ran out it counts from its end)',
  request: { params: questionParams },
  responses: {
    200: jsonContent(question, 'The question with its answer time'),
    ...answeringErrors,
  },
});
const take = createRoute({
  method: 'post',
  path: '/{token}/questions/{questionId}/takes',
  middleware: announceCandidateActivity,
  tags,
  summary: `Upload a take as the raw body (${RECORDING_TYPES.join(', ')}, of the plan's kind), within the answer time plus a grace for the upload and the plan's takes`,
  request: {
    params: questionParams,
    query: recordingUploadQuerySchema,
    body: {
      required: true,
      content: Object.fromEntries(RECORDING_TYPES.map((type) => [type, { schema: binary }])),
    },
  },
  responses: {
    201: jsonContent(question, 'The question with the new take'),
    400: productErrorContent('Empty recording or invalid query'),
    413: productErrorContent('Larger than the limit; nothing is kept'),
    415: productErrorContent('Not an accepted audio or video type'),
    422: productErrorContent('Not the kind of answer the plan asks for'),
    ...answeringErrors,
  },
});
const submit = createRoute({
  method: 'post',
  path: '/{token}/questions/{questionId}/answer',
  tags,
  middleware: [announceCandidateActivity, limitJsonBody()] as const,
  summary:
    'Submit the current question: the chosen take ({take_id}; the other takes are deleted) or the written answer ({text}, within the answer time)',
  request: { params: questionParams, ...jsonBody(submitAnswerSchema) },
  responses: {
    200: jsonContent(
      successEnvelope(interviewCurrentSchema),
      'The progress, with question null: the next question opens (and its think time starts) when GET /question fetches it',
    ),
    400: productErrorContent('Invalid input, naming the field'),
    422: productErrorContent('Not the kind of answer the plan asks for'),
    ...answeringErrors,
  },
});
const finish = createRoute({
  method: 'post',
  path: '/{token}/finish',
  middleware: announceCandidateActivity,
  tags,
  summary:
    'Submit the interview: completed, the reminder cancelled, the organization’s "received" email queued',
  request: { params: tokenParams },
  responses: {
    200: jsonContent(successEnvelope(interviewProgressSchema), 'Submitted'),
    409: productErrorContent('Unanswered questions (unanswered), or already submitted (finished)'),
    ...linkErrors,
  },
});
const withdraw = createRoute({
  method: 'delete',
  path: '/{token}',
  middleware: announceCandidateActivity,
  tags,
  summary:
    'Withdraw and delete my data: answers, recordings (files too) and transcripts; the company keeps only that the candidate withdrew',
  request: { params: tokenParams },
  responses: {
    200: jsonContent(successEnvelope(interviewProgressSchema), 'Withdrawn; data deleted'),
    404: linkErrors[404],
    410: productErrorContent('Already withdrawn (candidateInterview.withdrawn)'),
    429: linkErrors[429],
  },
});

const warmUp = createRoute({
  method: 'get',
  path: '/{token}/warm-up',
  tags,
  summary:
    'Whether the warm-up can be spoken here (this server transcribes recordings) and its size limit',
  request: { params: tokenParams },
  responses: {
    200: jsonContent(successEnvelope(warmUpStatusSchema), 'The warm-up'),
    409: productErrorContent('No consent yet, or already submitted'),
    ...linkErrors,
  },
});
const warmUpTranscript = createRoute({
  method: 'post',
  path: '/{token}/warm-up/transcript',
  tags,
  summary: `Transcribe a spoken warm-up answer (raw body: ${RECORDING_TYPES.join(', ')}; at most ${WARM_UP_MAX_BYTES / (1024 * 1024)} MB; ${WARM_UP_LIMIT} per ${WARM_UP_LIMIT_WINDOW_MINUTES} minutes). The audio is held in memory for the transcription only: no recording, no file, nothing the team can see`,
  request: {
    params: tokenParams,
    body: {
      required: true,
      content: Object.fromEntries(RECORDING_TYPES.map((type) => [type, { schema: binary }])),
    },
  },
  responses: {
    200: jsonContent(successEnvelope(warmUpTranscriptSchema), 'The words with their timings'),
    400: productErrorContent('Empty recording'),
    409: productErrorContent('No consent yet, or already submitted'),
    413: productErrorContent('Larger than the warm-up limit'),
    415: productErrorContent('Not an accepted audio or video type'),
    422: productErrorContent('The audio could not be decoded (transcription.audio_unreadable)'),
    500: productErrorContent('The engine failed (transcription.failed)'),
    503: productErrorContent(
      'This server does not transcribe recordings (candidateInterview.warm_up_unavailable)',
    ),
    ...linkErrors,
  },
});

// Keeping the interview in a signed-in Rehearse account's workspace (issue 15): the token
// proves the right to keep it, the bearer names the account.
const keepRoute = {
  path: '/{token}/keep',
  tags,
  security: bearerSecurity,
  middleware: requireAuth,
  request: { params: tokenParams },
} as const;
const keepErrors = {
  401: productErrorContent('Not signed in, or an invalid token'),
  404: linkErrors[404],
  410: productErrorContent('Withdrawn by the candidate (candidateInterview.withdrawn)'),
  429: linkErrors[429],
};
const keptState = createRoute({
  ...keepRoute,
  method: 'get',
  summary:
    'Whether the signed-in account keeps this interview in its workspace (another account’s keep reads as false)',
  responses: {
    200: jsonContent(successEnvelope(interviewKeepSchema), 'The keep'),
    ...keepErrors,
  },
});
const keep = createRoute({
  ...keepRoute,
  method: 'post',
  summary:
    'Keep this interview in the signed-in account’s workspace (GET /api/workspace/interviews lists it with its link). Idempotent; one account per invitation; the token is stored encrypted',
  responses: {
    200: jsonContent(successEnvelope(interviewKeepSchema), 'Kept'),
    ...keepErrors,
    409: productErrorContent(
      'Another account already keeps this interview (candidateInterview.kept_by_other)',
    ),
    410: linkErrors[410],
  },
});
const unkeep = createRoute({
  ...keepRoute,
  method: 'delete',
  summary:
    'Remove this interview from the signed-in account’s workspace (the interview itself is unchanged); allowed after the deadline too',
  responses: {
    200: jsonContent(successEnvelope(interviewKeepSchema), 'No longer kept'),
    ...keepErrors,
  },
});

const link = (params: { token: string }, clientAddress: string) => ({
  token: params.token,
  clientAddress,
});

// Takes stream to the recording store, which enforces RECORDING_MAX_MB; the JSON routes keep
// the 1 MB limit.
export const candidateInterviewRoutes = createProductRouter({ maxBodyBytes: 'streamed' })
  .openapi(welcome, async (c) =>
    ok(
      c,
      await readWelcome(
        c.var.db,
        c.var.services,
        link(c.req.valid('param'), c.var.clientAddress),
        c.var.config.candidateRetentionDays,
      ),
    ),
  )
  .openapi(giveConsent, async (c) =>
    ok(
      c,
      await consent(
        c.var.db,
        c.var.services,
        link(c.req.valid('param'), c.var.clientAddress),
        c.var.config.candidateRetentionDays,
      ),
    ),
  )
  .openapi(current, async (c) =>
    ok(
      c,
      await currentQuestion(
        c.var.db,
        c.var.services,
        link(c.req.valid('param'), c.var.clientAddress),
      ),
    ),
  )
  .openapi(start, async (c) => {
    const { questionId } = c.req.valid('param');
    const data = await startAnswer(
      c.var.db,
      c.var.services,
      link(c.req.valid('param'), c.var.clientAddress),
      questionId,
    );
    return ok(c, data);
  })
  .openapi(take, async (c) => {
    const { questionId } = c.req.valid('param');
    const data = await addTake(
      c.var.db,
      c.var.services,
      link(c.req.valid('param'), c.var.clientAddress),
      questionId,
      {
        contentType: c.req.header('content-type'),
        contentLength: c.req.header('content-length'),
        body: c.req.raw.body,
        durationSeconds: c.req.valid('query').durationSeconds,
        maxBytes: c.var.config.recordingMaxBytes,
      },
    );
    return ok(c, data, 201);
  })
  .openapi(submit, async (c) => {
    const { questionId } = c.req.valid('param');
    const data = await submitAnswer(
      c.var.db,
      c.var.services,
      link(c.req.valid('param'), c.var.clientAddress),
      questionId,
      c.req.valid('json'),
    );
    return ok(c, data);
  })
  .openapi(finish, async (c) => {
    const { db, services, clientAddress, config } = c.var;
    return ok(
      c,
      await finishInterview(
        db,
        services,
        link(c.req.valid('param'), clientAddress),
        config.publicUrl,
      ),
    );
  })
  .openapi(warmUp, async (c) =>
    ok(
      c,
      await warmUpStatus(c.var.db, c.var.services, link(c.req.valid('param'), c.var.clientAddress)),
    ),
  )
  .openapi(warmUpTranscript, async (c) =>
    ok(
      c,
      await transcribeWarmUp(
        c.var.db,
        c.var.services,
        link(c.req.valid('param'), c.var.clientAddress),
        {
          contentType: c.req.header('content-type'),
          contentLength: c.req.header('content-length'),
          body: c.req.raw.body,
        },
      ),
    ),
  )
  .openapi(keptState, async (c) =>
    ok(
      c,
      await keepState(c.var.db, serviceContext(c), link(c.req.valid('param'), c.var.clientAddress)),
    ),
  )
  .openapi(keep, async (c) =>
    ok(
      c,
      await keepInterview(
        c.var.db,
        serviceContext(c),
        link(c.req.valid('param'), c.var.clientAddress),
      ),
    ),
  )
  .openapi(unkeep, async (c) =>
    ok(
      c,
      await unkeepInterview(
        c.var.db,
        serviceContext(c),
        link(c.req.valid('param'), c.var.clientAddress),
      ),
    ),
  )
  .openapi(withdraw, async (c) =>
    ok(
      c,
      await withdrawInterview(
        c.var.db,
        c.var.services,
        link(c.req.valid('param'), c.var.clientAddress),
      ),
    ),
  );

const resetParams = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' } }),
  candidateId: z.string().openapi({ param: { name: 'candidateId', in: 'path' } }),
  postingQuestionId: z.string().openapi({ param: { name: 'postingQuestionId', in: 'path' } }),
});
const reset = createRoute({
  method: 'post',
  path: '/{id}/candidates/{candidateId}/answers/{postingQuestionId}/reset',
  tags: ['Job postings'],
  security: bearerSecurity,
  middleware: requireAuth,
  summary:
    'Let a candidate record one answer again: its takes, recordings and timers are removed (owners and recruiters)',
  request: { params: resetParams },
  responses: {
    200: jsonContent(successEnvelope(answerResetSchema), 'Reset'),
    401: productErrorContent('Invalid token'),
    403: productErrorContent('Not an owner or recruiter of a recruiting organization'),
    404: productErrorContent(
      'No such posting, candidate or question in your organization, or no answer to reset',
    ),
  },
});

// Mounted beside the postings router at /api/recruiter/postings.
export const answerResetRoutes = createProductRouter().openapi(reset, async (c) => {
  const { id, candidateId, postingQuestionId } = c.req.valid('param');
  const data = await resetAnswer(c.var.db, serviceContext(c), {
    postingId: id,
    candidateId,
    questionId: postingQuestionId,
  });
  return ok(c, data);
});
