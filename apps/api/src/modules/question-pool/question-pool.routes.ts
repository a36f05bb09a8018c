import { createRoute } from '@hono/zod-openapi';
import { successEnvelope } from '@rehearse/contracts/envelope';
import { questionPoolStatusSchema } from '@rehearse/contracts/question-pool';
import { requireAuth } from '../../platform/auth';
import { bearerSecurity, jsonContent, productErrorContent } from '../../platform/openapi';
import { createRouter } from '../../platform/validation';
import { initQuestionPool, type QuestionPoolCache } from './question-pool.service';

const init = createRoute({
  method: 'post',
  path: '/init',
  tags: ['Question pool'],
  security: bearerSecurity,
  middleware: requireAuth,
  summary: 'Warm the question-pool cache; idempotent, a repeated call reports alreadyWarm',
  responses: {
    200: jsonContent(successEnvelope(questionPoolStatusSchema), 'The pool is ready'),
    401: productErrorContent('Invalid token'),
  },
});

export const questionPoolRoutes = (cache: QuestionPoolCache) =>
  createRouter().openapi(init, async (c) =>
    c.json({ success: true as const, data: await initQuestionPool(c.var.db, cache) }, 200),
  );
