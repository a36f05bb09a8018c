import { createRoute, z } from '@hono/zod-openapi';
import { successEnvelope } from '@rehearse/contracts/envelope';
import {
  createPracticeAttemptSchema,
  practiceAttemptSchema,
  practiceQuestionPageSchema,
  practiceQuestionQuerySchema,
  practiceQuestionSchema,
  updatePracticeAttemptSchema,
} from '@rehearse/contracts/practice';
import { requireAuth } from '../../platform/auth';
import { bearerSecurity, jsonBody, jsonContent, productErrorContent } from '../../platform/openapi';
import { createProductRouter } from '../../platform/router';
import { serviceContext } from '../../platform/service-context';
import {
  createPracticeAttempt,
  deletePracticeAttempt,
  getPracticeQuestion,
  listPracticeQuestions,
  updatePracticeAttempt,
} from './practice.service';
import { ok } from '../../platform/answers';

const tags = ['Practice interviews'];
const common = { tags, security: bearerSecurity, middleware: requireAuth };
const unauthorized = productErrorContent('Invalid token');
const param = (name: string) =>
  z.object({
    [name]: z
      .string()
      .max(200)
      .openapi({ param: { name, in: 'path' } }),
  });

const list = createRoute({
  ...common,
  method: 'get',
  path: '/questions',
  summary: 'Open interview questions to practise, with the caller’s attempts and best score',
  request: { query: practiceQuestionQuerySchema },
  responses: {
    200: jsonContent(successEnvelope(practiceQuestionPageSchema), 'A page of questions'),
    400: productErrorContent('Unknown role, competency or category'),
    401: unauthorized,
  },
});
const get = createRoute({
  ...common,
  method: 'get',
  path: '/questions/{questionId}',
  summary: 'A question with a hint, its model answer once attempted, and every attempt',
  request: { params: param('questionId') },
  responses: {
    200: jsonContent(successEnvelope(practiceQuestionSchema), 'The question'),
    401: unauthorized,
    404: productErrorContent('No such open question'),
  },
});
const create = createRoute({
  ...common,
  method: 'post',
  path: '/questions/{questionId}/attempts',
  summary: 'Answer a question (typed, or recorded and uploaded first); answers instant feedback',
  request: { params: param('questionId'), ...jsonBody(createPracticeAttemptSchema) },
  responses: {
    201: jsonContent(successEnvelope(practiceAttemptSchema), 'The attempt with its feedback'),
    400: productErrorContent('Empty answer, or a recording that is not yours or already used'),
    401: unauthorized,
    404: productErrorContent('No such open question'),
  },
});
const rate = createRoute({
  ...common,
  method: 'patch',
  path: '/attempts/{id}',
  summary:
    'Rate your own attempt 1-5 (or clear it), and/or correct its transcript: the feedback is computed again, with the recording’s timings',
  request: { params: param('id'), ...jsonBody(updatePracticeAttemptSchema) },
  responses: {
    200: jsonContent(successEnvelope(practiceAttemptSchema), 'The attempt'),
    400: productErrorContent('Invalid rating or transcript, or neither given'),
    401: unauthorized,
    404: productErrorContent('No such attempt'),
  },
});
const remove = createRoute({
  ...common,
  method: 'delete',
  path: '/attempts/{id}',
  summary: 'Delete an attempt and its recording',
  request: { params: param('id') },
  responses: {
    200: jsonContent(successEnvelope(z.object({ id: z.string() })), 'Deleted'),
    401: unauthorized,
    404: productErrorContent('No such attempt'),
  },
});

export const practiceRoutes = createProductRouter()
  .openapi(list, async (c) =>
    ok(c, await listPracticeQuestions(c.var.db, serviceContext(c), c.req.valid('query'))),
  )
  .openapi(get, async (c) =>
    ok(c, await getPracticeQuestion(c.var.db, serviceContext(c), c.req.valid('param').questionId)),
  )
  .openapi(create, async (c) => {
    const data = await createPracticeAttempt(
      c.var.db,
      serviceContext(c),
      c.req.valid('param').questionId,
      c.req.valid('json'),
    );
    return ok(c, data, 201);
  })
  .openapi(rate, async (c) => {
    const data = await updatePracticeAttempt(
      c.var.db,
      serviceContext(c),
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return ok(c, data);
  })
  .openapi(remove, async (c) => {
    const { id } = c.req.valid('param');
    await deletePracticeAttempt(c.var.db, serviceContext(c), id);
    return ok(c, { id });
  });
