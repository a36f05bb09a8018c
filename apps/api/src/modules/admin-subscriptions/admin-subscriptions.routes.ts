import { createRoute } from '@hono/zod-openapi';
import { adminPagingSchema } from '@rehearse/contracts/admin-paging';
import {
  adjustmentResultSchema,
  adjustmentSchema,
  adminSubscriptionPageSchema,
  adminSubscriptionSchema,
  adminSubscriptionsQuerySchema,
  ledgerPageSchema,
  updateAdminSubscriptionSchema,
} from '@rehearse/contracts/admin-subscriptions';
import { successEnvelope } from '@rehearse/contracts/envelope';
import { ok } from '../../platform/answers';
import { requireAuth, requireRole } from '../../platform/auth';
import {
  bearerSecurity,
  idParams,
  jsonBody,
  jsonContent,
  productErrorContent,
} from '../../platform/openapi';
import { createProductRouter } from '../../platform/router';
import {
  adjustCredits,
  listLedger,
  listSubscriptions,
  updateSubscription,
} from './admin-subscriptions.service';

// `{id}` is the organization's id: one subscription per organization
// (docs/decisions/057-admin-workspace.md).
const tags = ['Admin'];
const guard = {
  tags,
  security: bearerSecurity,
  middleware: [requireAuth, requireRole('admin')],
};
const denied = {
  401: productErrorContent('Invalid token'),
  403: productErrorContent('Admins only'),
};
const missing = { 404: productErrorContent('No such organization') };

const list = createRoute({
  ...guard,
  method: 'get',
  path: '/',
  summary:
    'Every organization’s subscription by organization name and plan: balance, reserved credits, monthly allowance and seats (an organization without one yet shows its plan’s defaults) (admins)',
  request: { query: adminSubscriptionsQuerySchema },
  responses: {
    200: jsonContent(successEnvelope(adminSubscriptionPageSchema), 'One page of subscriptions'),
    400: productErrorContent('Invalid query'),
    ...denied,
  },
});

const ledger = createRoute({
  ...guard,
  method: 'get',
  path: '/{id}/ledger',
  summary: 'An organization’s credit ledger, newest first (admins)',
  request: { params: idParams, query: adminPagingSchema },
  responses: {
    200: jsonContent(successEnvelope(ledgerPageSchema), 'One page of ledger rows'),
    400: productErrorContent('Invalid query'),
    ...denied,
    ...missing,
  },
});

const update = createRoute({
  ...guard,
  method: 'patch',
  path: '/{id}',
  summary:
    'Change an organization’s plan (with that plan’s terms unless given), seats or monthly allowance (admins; audited)',
  request: { params: idParams, ...jsonBody(updateAdminSubscriptionSchema) },
  responses: {
    200: jsonContent(successEnvelope(adminSubscriptionSchema), 'The subscription'),
    400: productErrorContent('Invalid input'),
    ...denied,
    ...missing,
  },
});

const adjust = createRoute({
  ...guard,
  method: 'post',
  path: '/{id}/adjustments',
  summary:
    'Add or take credits with a reason: one ledger adjustment; the same idempotency_key again changes nothing (admins; audited)',
  request: { params: idParams, ...jsonBody(adjustmentSchema) },
  responses: {
    200: jsonContent(successEnvelope(adjustmentResultSchema), 'The adjustment and balance'),
    400: productErrorContent('Invalid input'),
    ...denied,
    402: productErrorContent('It would take the balance below zero'),
    ...missing,
  },
});

export const adminSubscriptionRoutes = createProductRouter()
  .openapi(list, async (c) => ok(c, await listSubscriptions(c.var.db, c.req.valid('query'))))
  .openapi(ledger, async (c) =>
    ok(c, await listLedger(c.var.db, c.req.valid('param').id, c.req.valid('query'))),
  )
  .openapi(update, async (c) =>
    ok(
      c,
      await updateSubscription(c.var.db, c.var.user, c.req.valid('param').id, c.req.valid('json')),
    ),
  )
  .openapi(adjust, async (c) =>
    ok(c, await adjustCredits(c.var.db, c.var.user, c.req.valid('param').id, c.req.valid('json'))),
  );
