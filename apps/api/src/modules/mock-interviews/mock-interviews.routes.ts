import { createRoute, z } from '@hono/zod-openapi';
import { successEnvelope } from '@rehearse/contracts/envelope';
import {
  createMockInterviewSchema,
  createTakeSchema,
  jobTermsRequestSchema,
  jobTermsSchema,
  mockInterviewListQuerySchema,
  mockInterviewPageSchema,
  mockInterviewSchema,
  updateTakeSchema,
} from '@rehearse/contracts/mock-interviews';
import { requireAuth } from '../../platform/auth';
import { bearerSecurity, jsonBody, jsonContent, productErrorContent } from '../../platform/openapi';
import { createProductRouter } from '../../platform/router';
import { serviceContext } from '../../platform/service-context';
import {
  addTake,
  createMockInterview,
  deleteMockInterview,
  editTranscript,
  finishMockInterview,
  getMockInterview,
  listMockInterviews,
  nextQuestion,
  recogniseTerms,
  startMockInterview,
} from './mock-interviews.service';
import { ok } from '../../platform/answers';

const tags = ['Mock interviews'];
const common = { tags, security: bearerSecurity, middleware: requireAuth };
const unauthorized = productErrorContent('Invalid token');
const envelope = successEnvelope(mockInterviewSchema);
const interviewAnswer = (description: string) => jsonContent(envelope, description);
const pathParam = <T extends z.ZodType>(name: string, schema: T) =>
  schema.openapi({ param: { name, in: 'path' } });
const idParams = z.object({ id: pathParam('id', z.string()) });
const positionParams = idParams.extend({
  position: pathParam('position', z.coerce.number().int().min(0)),
});
const takeParams = positionParams.extend({
  take: pathParam('take', z.coerce.number().int().min(1)),
});
const notFound = productErrorContent('No such interview (or another user’s)');

const list = createRoute({
  ...common,
  method: 'get',
  path: '/',
  summary: 'The caller’s mock interviews, newest first',
  request: { query: mockInterviewListQuerySchema },
  responses: {
    200: jsonContent(successEnvelope(mockInterviewPageSchema), 'A page of interviews'),
    400: productErrorContent('Invalid paging'),
    401: unauthorized,
  },
});
const create = createRoute({
  ...common,
  method: 'post',
  path: '/',
  summary:
    'Set up an interview from a role template or a pasted job description (questions chosen by its recognised terms; templates filled with them)',
  request: jsonBody(createMockInterviewSchema),
  responses: {
    201: interviewAnswer('The interview, ready to start'),
    400: productErrorContent('Invalid settings, or too few questions for the role'),
    401: unauthorized,
  },
});
const jobTerms = createRoute({
  ...common,
  method: 'post',
  path: '/job-terms',
  summary:
    'The technologies, skills and domains recognised in a job description (what an interview set up from it focuses on)',
  request: jsonBody(jobTermsRequestSchema),
  responses: {
    200: jsonContent(successEnvelope(jobTermsSchema), 'The recognised terms, most salient first'),
    400: productErrorContent('No job description, or one over 20,000 characters'),
    401: unauthorized,
  },
});
const get = createRoute({
  ...common,
  method: 'get',
  path: '/{id}',
  summary: 'An interview: the questions reached so far, their takes, and feedback when completed',
  request: { params: idParams },
  responses: { 200: interviewAnswer('The interview'), 401: unauthorized, 404: notFound },
});
const start = createRoute({
  ...common,
  method: 'post',
  path: '/{id}/start',
  summary: 'Start the interview (after the device check); idempotent while in progress',
  request: { params: idParams },
  responses: {
    200: interviewAnswer('Started'),
    401: unauthorized,
    404: notFound,
    409: productErrorContent('Already ended'),
  },
});
const take = createRoute({
  ...common,
  method: 'post',
  path: '/{id}/questions/{position}/takes',
  summary:
    'Record a take of the current question: an uploaded recording and/or a transcript, within the takes allowed',
  request: { params: positionParams, ...jsonBody(createTakeSchema) },
  responses: {
    200: interviewAnswer('The interview with the new take and its feedback'),
    400: productErrorContent('Empty answer, or a recording that is not yours'),
    401: unauthorized,
    404: notFound,
    409: productErrorContent('Not started, ended, not the current question, or no takes left'),
  },
});
const edit = createRoute({
  ...common,
  method: 'patch',
  path: '/{id}/questions/{position}/takes/{take}',
  summary: 'Correct or type a take’s transcript; its feedback is recomputed',
  request: { params: takeParams, ...jsonBody(updateTakeSchema) },
  responses: {
    200: interviewAnswer('The interview with the new feedback'),
    400: productErrorContent('Empty transcript'),
    401: unauthorized,
    404: productErrorContent('No such interview, question or take'),
  },
});
const next = createRoute({
  ...common,
  method: 'post',
  path: '/{id}/next',
  summary: 'Move on to the next question; after the last one the interview is complete',
  request: { params: idParams },
  responses: {
    200: interviewAnswer('The interview on its next question (or completed)'),
    401: unauthorized,
    404: notFound,
    409: productErrorContent('Not started or already ended'),
  },
});
const finish = createRoute({
  ...common,
  method: 'post',
  path: '/{id}/finish',
  summary: 'End the interview now; questions not answered count as empty',
  request: { params: idParams },
  responses: {
    200: interviewAnswer('The completed interview with its feedback'),
    401: unauthorized,
    404: notFound,
    409: productErrorContent('Not started or already ended'),
  },
});
const remove = createRoute({
  ...common,
  method: 'delete',
  path: '/{id}',
  summary: 'Delete the interview with its takes and recordings',
  request: { params: idParams },
  responses: {
    200: jsonContent(successEnvelope(z.object({ id: z.string() })), 'Deleted'),
    401: unauthorized,
    404: notFound,
  },
});

export const mockInterviewRoutes = createProductRouter()
  .openapi(list, async (c) => {
    const { limit, offset } = c.req.valid('query');
    const data = await listMockInterviews(c.var.db, serviceContext(c), limit, offset);
    return ok(c, data);
  })
  .openapi(create, async (c) => {
    const data = await createMockInterview(c.var.db, serviceContext(c), c.req.valid('json'));
    return ok(c, data, 201);
  })
  .openapi(jobTerms, (c) => ok(c, recogniseTerms(c.req.valid('json').jobDescription)))
  .openapi(get, async (c) => {
    const data = await getMockInterview(c.var.db, serviceContext(c), c.req.valid('param').id);
    return ok(c, data);
  })
  .openapi(start, async (c) => {
    const data = await startMockInterview(c.var.db, serviceContext(c), c.req.valid('param').id);
    return ok(c, data);
  })
  .openapi(take, async (c) => {
    const { id, position } = c.req.valid('param');
    const data = await addTake(c.var.db, serviceContext(c), id, position, c.req.valid('json'));
    return ok(c, data);
  })
  .openapi(edit, async (c) => {
    const { id, position, take: number } = c.req.valid('param');
    const data = await editTranscript(
      c.var.db,
      serviceContext(c),
      id,
      position,
      number,
      c.req.valid('json').transcript,
    );
    return ok(c, data);
  })
  .openapi(next, async (c) => {
    const data = await nextQuestion(c.var.db, serviceContext(c), c.req.valid('param').id);
    return ok(c, data);
  })
  .openapi(finish, async (c) => {
    const data = await finishMockInterview(c.var.db, serviceContext(c), c.req.valid('param').id);
    return ok(c, data);
  })
  .openapi(remove, async (c) => {
    const { id } = c.req.valid('param');
    await deleteMockInterview(c.var.db, serviceContext(c), id);
    return ok(c, { id });
  });
