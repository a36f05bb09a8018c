import { createRoute } from '@hono/zod-openapi';
import { auditLogPageSchema, auditLogQuerySchema } from '@rehearse/contracts/admin-audit-log';
import { successEnvelope } from '@rehearse/contracts/envelope';
import { ok } from '../../platform/answers';
import { requireAuth, requireRole } from '../../platform/auth';
import { bearerSecurity, jsonContent, productErrorContent } from '../../platform/openapi';
import { createProductRouter } from '../../platform/router';
import { listAuditLog } from './audit-log.service';

const tags = ['Admin'];

const auditLogList = createRoute({
  method: 'get',
  path: '/',
  tags,
  security: bearerSecurity,
  middleware: [requireAuth, requireRole('admin')] as const,
  summary:
    'What admins changed, newest first: who, the dotted action, the target, and the changed fields before and after; filtered by action (or its area), actor email, organization and time (admins)',
  request: { query: auditLogQuerySchema },
  responses: {
    200: jsonContent(successEnvelope(auditLogPageSchema), 'One page of entries'),
    400: productErrorContent('Invalid query'),
    401: productErrorContent('Invalid token'),
    403: productErrorContent('Admins only'),
  },
});

export const auditLogRoutes = createProductRouter().openapi(auditLogList, async (c) =>
  ok(c, await listAuditLog(c.var.db, c.req.valid('query'))),
);
