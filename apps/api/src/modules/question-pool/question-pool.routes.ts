import { createRoute, z } from '@hono/zod-openapi';
import { successEnvelope } from '@rehearse/contracts/envelope';
import {
  questionPoolPageSchema,
  questionPoolQuerySchema,
  questionPoolStatusSchema,
  skillCountSchema,
} from '@rehearse/contracts/question-pool';
import { requireAuth } from '../../platform/auth';
import { bearerSecurity, jsonContent, productErrorContent } from '../../platform/openapi';
import { createProductRouter } from '../../platform/router';
import {
  countSkills,
  getQuestionPool,
  initQuestionPool,
  listPoolQuestions,
} from '../../domain/question-pool';
import { ok } from '../../platform/answers';

const tags = ['Question pool'];
const security = bearerSecurity;
const middleware = requireAuth;

const init = createRoute({
  method: 'post',
  path: '/init',
  tags,
  security,
  middleware,
  summary: 'Warm the question-pool cache; idempotent, a repeated call reports alreadyWarm',
  responses: {
    200: jsonContent(successEnvelope(questionPoolStatusSchema), 'The pool is ready'),
    401: productErrorContent('Invalid token'),
  },
});

const list = createRoute({
  method: 'get',
  path: '/questions',
  tags,
  security,
  middleware,
  summary:
    'List the questions the caller may see, filtered (comma-separated lists match any value); never reveals answers',
  request: { query: questionPoolQuerySchema },
  responses: {
    200: jsonContent(successEnvelope(questionPoolPageSchema), 'A page of questions'),
    400: productErrorContent('Unknown skill, role, competency, kind or difficulty'),
    401: productErrorContent('Invalid token'),
  },
});

const skills = createRoute({
  method: 'get',
  path: '/skills',
  tags,
  security,
  middleware,
  summary: 'Choice questions per skill and difficulty, for the quiz setup',
  responses: {
    200: jsonContent(successEnvelope(z.array(skillCountSchema)), 'Counts per skill'),
    401: productErrorContent('Invalid token'),
  },
});

export const questionPoolRoutes = createProductRouter()
  .openapi(init, async (c) => ok(c, await initQuestionPool(c.var.db, c.var.services)))
  .openapi(list, async (c) => {
    const pool = await getQuestionPool(c.var.db, c.var.services);
    const data = listPoolQuestions(pool, c.req.valid('query'));
    return ok(c, data);
  })
  .openapi(skills, async (c) => {
    const pool = await getQuestionPool(c.var.db, c.var.services);
    return ok(c, countSkills(pool));
  });
