import { createRoute } from '@hono/zod-openapi';
import { successEnvelope } from '@rehearse/contracts/envelope';
import { speechStatusSchema } from '@rehearse/contracts/transcriptions';
import { ok } from '../../platform/answers';
import { requireAuth } from '../../platform/auth';
import { bearerSecurity, jsonContent, productErrorContent } from '../../platform/openapi';
import { createProductRouter } from '../../platform/router';
import { speechStatus } from './speech.service';

const status = createRoute({
  method: 'get',
  path: '/',
  tags: ['Recordings'],
  security: bearerSecurity,
  middleware: requireAuth,
  summary:
    'Whether this server transcribes recorded answers, with which engine; when not, the missing Debian packages and the command that installs them',
  responses: {
    200: jsonContent(successEnvelope(speechStatusSchema), 'The speech engine'),
    401: productErrorContent('Invalid token'),
  },
});

export const speechRoutes = createProductRouter().openapi(status, (c) =>
  ok(c, speechStatus(c.var.services)),
);
