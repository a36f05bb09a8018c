import { createRoute } from '@hono/zod-openapi';
import { successEnvelope } from '@rehearse/contracts/envelope';
import { outboxPageSchema, outboxQuerySchema } from '@rehearse/contracts/outbox';
import { requireAuth, requireRole } from '../../platform/auth';
import { bearerSecurity, jsonContent, productErrorContent } from '../../platform/openapi';
import { createProductRouter } from '../../platform/router';
import { ok } from '../../platform/answers';
import { listOutbox } from './admin.service';

const tags = ['Admin'];

const outboxList = createRoute({
  method: 'get',
  path: '/outbox',
  tags,
  security: bearerSecurity,
  middleware: [requireAuth, requireRole('admin')] as const,
  summary:
    'The email outbox, newest first, optionally by status: recipient, subject and delivery of each email, never its body; and whether this server sends email at all (SMTP_URL) (admins)',
  request: { query: outboxQuerySchema },
  responses: {
    200: jsonContent(successEnvelope(outboxPageSchema), 'One page of emails'),
    400: productErrorContent('Invalid query'),
    401: productErrorContent('Invalid token'),
    403: productErrorContent('Admins only'),
  },
});

export const adminRoutes = createProductRouter().openapi(outboxList, async (c) =>
  ok(c, await listOutbox(c.var.db, c.req.valid('query'), Boolean(c.var.config.smtpUrl))),
);
