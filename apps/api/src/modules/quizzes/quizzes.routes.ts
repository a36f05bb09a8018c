import { createRoute, z } from '@hono/zod-openapi';
import { successEnvelope } from '@rehearse/contracts/envelope';
import {
  answerSchema,
  attemptListQuerySchema,
  attemptPageSchema,
  attemptSchema,
  bookmarkSchema,
  createQuizSchema,
  drawnQuizSchema,
  flagSchema,
  quizOverviewSchema,
} from '@rehearse/contracts/quizzes';
import { requireAuth } from '../../platform/auth';
import { bearerSecurity, jsonBody, jsonContent, productErrorContent } from '../../platform/openapi';
import { createProductRouter } from '../../platform/router';
import { serviceContext } from '../../platform/service-context';
import {
  addBookmark,
  listAttempts,
  listBookmarks,
  quizOverview,
  removeBookmark,
} from './quiz-overview.service';
import {
  createQuiz,
  startBookmarksQuiz,
  startDailyQuiz,
  startReviewQuiz,
} from './quiz-start.service';
import {
  answerQuestion,
  flagQuestion,
  getAttempt,
  serveNextQuestion,
  submitAttempt,
} from './quizzes.service';
import { ok } from '../../platform/answers';

const tags = ['Quizzes'];
const security = bearerSecurity;
const middleware = requireAuth;
const attemptEnvelope = successEnvelope(attemptSchema);
const unauthorized = productErrorContent('Invalid token');
const attemptAnswer = (description: string) => jsonContent(attemptEnvelope, description);

const idParams = z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' } }) });
const positionParams = idParams.extend({
  position: z.coerce
    .number()
    .int()
    .min(0)
    .openapi({ param: { name: 'position', in: 'path' } }),
});
const questionParams = z.object({
  questionId: z
    .string()
    .max(200)
    .openapi({ param: { name: 'questionId', in: 'path' } }),
});

const route = <T extends Parameters<typeof createRoute>[0]>(config: T) =>
  createRoute({ tags, security, middleware, ...config });

const list = route({
  method: 'get',
  path: '/',
  summary: 'The caller’s quiz attempts, newest first',
  request: { query: attemptListQuerySchema },
  responses: {
    200: jsonContent(successEnvelope(attemptPageSchema), 'A page of attempts'),
    400: productErrorContent('Invalid paging'),
    401: unauthorized,
  },
});
const create = route({
  method: 'post',
  path: '/',
  summary:
    'Start a quiz over chosen skills: 5, 10 or 20 questions, fixed or adaptive, practice or exam',
  description:
    'Only questions whose skills are all among the chosen ones are asked; when none is near the ' +
    'wanted difficulty, another difficulty of the same skill is. An adaptive quiz starts each ' +
    'skill at the level of its rating (3 when not rated yet).',
  request: jsonBody(createQuizSchema),
  responses: {
    201: attemptAnswer('The new attempt with its first question (practice) or all (exam)'),
    400: productErrorContent('Unknown skill, impossible length or difficulty'),
    401: unauthorized,
  },
});
const overview = route({
  method: 'get',
  path: '/overview',
  summary: 'Levels per skill, review queue, bookmarks, today’s Daily 5 and recent attempts',
  responses: {
    200: jsonContent(successEnvelope(quizOverviewSchema), 'The quiz setup’s data'),
    401: unauthorized,
  },
});
const daily = route({
  method: 'post',
  path: '/daily',
  summary: 'Start today’s Daily 5, or get it again when already started',
  description:
    'Up to two due review questions, then adaptive picks over three skills. When the profile ' +
    'names target skills, every question (review ones included) is of those skills.',
  responses: {
    200: attemptAnswer('Today’s Daily 5, started earlier'),
    201: attemptAnswer('Today’s Daily 5, started now'),
    401: unauthorized,
  },
});
const review = route({
  method: 'post',
  path: '/review',
  summary: 'Retake what I missed: a quiz over the due questions of the spaced-review queue',
  request: {
    body: { required: false, content: { 'application/json': { schema: drawnQuizSchema } } },
  },
  responses: {
    201: attemptAnswer('The review quiz'),
    400: productErrorContent('Invalid mode or length'),
    401: unauthorized,
    409: productErrorContent('Nothing is due for review'),
  },
});
const fromBookmarks = route({
  method: 'post',
  path: '/from-bookmarks',
  summary: 'A quiz over the bookmarked questions, newest bookmark first',
  request: {
    body: { required: false, content: { 'application/json': { schema: drawnQuizSchema } } },
  },
  responses: {
    201: attemptAnswer('The bookmarks quiz'),
    400: productErrorContent('Invalid mode or length'),
    401: unauthorized,
    409: productErrorContent('No bookmarks'),
  },
});
const bookmarks = route({
  method: 'get',
  path: '/bookmarks',
  summary: 'Bookmarked questions, newest first (without answers)',
  responses: {
    200: jsonContent(successEnvelope(z.array(bookmarkSchema)), 'Bookmarks'),
    401: unauthorized,
  },
});
const bookmark = route({
  method: 'put',
  path: '/bookmarks/{questionId}',
  summary: 'Bookmark a question (idempotent)',
  request: { params: questionParams },
  responses: {
    200: jsonContent(successEnvelope(bookmarkSchema), 'Bookmarked'),
    401: unauthorized,
    404: productErrorContent('No such question'),
  },
});
const unbookmark = route({
  method: 'delete',
  path: '/bookmarks/{questionId}',
  summary: 'Remove a bookmark',
  request: { params: questionParams },
  responses: {
    200: jsonContent(successEnvelope(z.object({ questionId: z.string() })), 'Removed'),
    401: unauthorized,
    404: productErrorContent('No such question or not bookmarked'),
  },
});
const get = route({
  method: 'get',
  path: '/{id}',
  summary: 'An attempt: its questions, answers graded so far, results when completed',
  request: { params: idParams },
  responses: {
    200: attemptAnswer('The attempt'),
    401: unauthorized,
    404: productErrorContent('No such attempt (or another user’s)'),
  },
});
const next = route({
  method: 'post',
  path: '/{id}/next',
  summary: 'Practice: show the next question and start its clock (no change while one is open)',
  description:
    'An adaptive quiz picks the question now. Its difficulty stays where the skill started ' +
    'until three answers in a row agree: three right move it one step up, three wrong (late ' +
    'and unanswered count as wrong) one step down, within 1 to 5.',
  request: { params: idParams },
  responses: {
    200: attemptAnswer('The attempt with the next question'),
    401: unauthorized,
    404: productErrorContent('No such attempt'),
    409: productErrorContent('The quiz is finished'),
  },
});
const answer = route({
  method: 'post',
  path: '/{id}/questions/{position}/answer',
  summary:
    'Answer a question: graded at once in practice (once only), kept until submission in an exam',
  request: { params: positionParams, ...jsonBody(answerSchema) },
  responses: {
    200: attemptAnswer('The attempt after the answer'),
    400: productErrorContent('Unknown option or wrong number of options'),
    401: unauthorized,
    404: productErrorContent('No such attempt or position'),
    409: productErrorContent('Already answered, not shown yet, or the quiz is finished'),
  },
});
const flag = route({
  method: 'post',
  path: '/{id}/questions/{position}/flag',
  summary: 'Flag a question to revisit (or unflag it)',
  request: { params: positionParams, ...jsonBody(flagSchema) },
  responses: {
    200: attemptAnswer('The attempt after flagging'),
    400: productErrorContent('Invalid body'),
    401: unauthorized,
    404: productErrorContent('No such attempt or position'),
    409: productErrorContent('The quiz is finished'),
  },
});
const submit = route({
  method: 'post',
  path: '/{id}/submit',
  summary:
    'Submit (exam) or end (practice) the attempt; grades what is left and answers the results',
  request: { params: idParams },
  responses: {
    200: attemptAnswer('The completed attempt with results'),
    401: unauthorized,
    404: productErrorContent('No such attempt'),
    409: productErrorContent('Already submitted'),
  },
});

export const quizRoutes = createProductRouter()
  .openapi(list, async (c) => {
    const { limit, offset } = c.req.valid('query');
    return ok(c, await listAttempts(c.var.db, serviceContext(c), limit, offset));
  })
  .openapi(create, async (c) =>
    ok(c, await createQuiz(c.var.db, serviceContext(c), c.req.valid('json')), 201),
  )
  .openapi(overview, async (c) => ok(c, await quizOverview(c.var.db, serviceContext(c))))
  .openapi(daily, async (c) => {
    const { attempt, created } = await startDailyQuiz(c.var.db, serviceContext(c));
    return created ? ok(c, attempt, 201) : ok(c, attempt);
  })
  .openapi(review, async (c) =>
    ok(c, await startReviewQuiz(c.var.db, serviceContext(c), c.req.valid('json') ?? {}), 201),
  )
  .openapi(fromBookmarks, async (c) =>
    ok(c, await startBookmarksQuiz(c.var.db, serviceContext(c), c.req.valid('json') ?? {}), 201),
  )
  .openapi(bookmarks, async (c) => ok(c, await listBookmarks(c.var.db, serviceContext(c))))
  .openapi(bookmark, async (c) =>
    ok(c, await addBookmark(c.var.db, serviceContext(c), c.req.valid('param').questionId)),
  )
  .openapi(unbookmark, async (c) => {
    const { questionId } = c.req.valid('param');
    await removeBookmark(c.var.db, serviceContext(c), questionId);
    return ok(c, { questionId });
  })
  .openapi(get, async (c) =>
    ok(c, await getAttempt(c.var.db, serviceContext(c), c.req.valid('param').id)),
  )
  .openapi(next, async (c) =>
    ok(c, await serveNextQuestion(c.var.db, serviceContext(c), c.req.valid('param').id)),
  )
  .openapi(answer, async (c) => {
    const { id, position } = c.req.valid('param');
    const data = await answerQuestion(
      c.var.db,
      serviceContext(c),
      id,
      position,
      c.req.valid('json'),
    );
    return ok(c, data);
  })
  .openapi(flag, async (c) => {
    const { id, position } = c.req.valid('param');
    const data = await flagQuestion(
      c.var.db,
      serviceContext(c),
      id,
      position,
      c.req.valid('json').flagged,
    );
    return ok(c, data);
  })
  .openapi(submit, async (c) =>
    ok(c, await submitAttempt(c.var.db, serviceContext(c), c.req.valid('param').id)),
  );
