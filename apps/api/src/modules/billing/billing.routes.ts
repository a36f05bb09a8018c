import { createRoute } from '@hono/zod-openapi';
import {
  billingLedgerQuerySchema,
  billingLedgerSchema,
  billingSummarySchema,
  billingUsageQuerySchema,
  billingUsageSchema,
} from '@rehearse/contracts/billing';
import { successEnvelope } from '@rehearse/contracts/envelope';
import { ok } from '../../platform/answers';
import { requireAuth } from '../../platform/auth';
import { bearerSecurity, jsonContent, productErrorContent } from '../../platform/openapi';
import { createProductRouter } from '../../platform/router';
import { serviceContext } from '../../platform/service-context';
import { billingLedger, billingSummary, billingUsage } from './billing.service';

// Billing for recruiters (docs/decisions/055-subscriptions-and-credits.md): what the
// organization's owner and recruiters read about its plan and interview credits.

const base = { tags: ['Billing'], security: bearerSecurity, middleware: requireAuth };
const guarded = {
  401: productErrorContent('Invalid token'),
  403: productErrorContent(
    'Not a member of a recruiting organization (organization.recruiters_only), or a reviewer (organization.role_forbidden)',
  ),
};

const summary = createRoute({
  ...base,
  method: 'get',
  path: '/summary',
  summary:
    'The plan, the free and reserved credits, the monthly allowance and its period, seats used, and whether credits can be bought; a candidate gets their own free plan',
  responses: {
    200: jsonContent(successEnvelope(billingSummarySchema), 'The summary'),
    ...guarded,
  },
});

const ledger = createRoute({
  ...base,
  method: 'get',
  path: '/ledger',
  summary:
    'The credit ledger, newest first, a page at a time: each change with its kind, amounts, reason, posting, candidate, who and when',
  request: { query: billingLedgerQuerySchema },
  responses: {
    200: jsonContent(successEnvelope(billingLedgerSchema), 'A page of the ledger'),
    400: productErrorContent('Invalid page or page_size'),
    ...guarded,
  },
});

const usage = createRoute({
  ...base,
  method: 'get',
  path: '/usage',
  summary:
    'Credits reserved, captured and released per month over the last months (UTC), and per posting',
  request: { query: billingUsageQuerySchema },
  responses: {
    200: jsonContent(successEnvelope(billingUsageSchema), 'The usage'),
    400: productErrorContent('Invalid months (1 to 24)'),
    ...guarded,
  },
});

export const billingRoutes = createProductRouter()
  .openapi(summary, async (c) => ok(c, await billingSummary(c.var.db, serviceContext(c))))
  .openapi(ledger, async (c) =>
    ok(c, await billingLedger(c.var.db, serviceContext(c), c.req.valid('query'))),
  )
  .openapi(usage, async (c) =>
    ok(c, await billingUsage(c.var.db, serviceContext(c), c.req.valid('query'))),
  );
