import { createRoute, z } from '@hono/zod-openapi';
import {
  checkoutSessionSchema,
  createCheckoutSessionSchema,
  creditPacksResponseSchema,
  purchasesQuerySchema,
  purchasesSchema,
} from '@rehearse/contracts/billing';
import { successEnvelope } from '@rehearse/contracts/envelope';
import { ok } from '../../platform/answers';
import { requireAuth } from '../../platform/auth';
import { bearerSecurity, jsonBody, jsonContent, productErrorContent } from '../../platform/openapi';
import { createProductRouter } from '../../platform/router';
import { serviceContext } from '../../platform/service-context';
import {
  createCheckoutSession,
  handlePaymentWebhook,
  listCreditPacks,
  listPurchases,
} from './checkout.service';

// Credit packs and their purchase through Stripe Checkout, and Stripe's webhook
// (docs/decisions/056-checkout-and-promo-codes.md).

const guarded = { tags: ['Checkout'], security: bearerSecurity, middleware: requireAuth };
const unavailable = productErrorContent(
  'Purchasing is not set up on this server, or the provider did not answer (billing.payments_unavailable)',
);

const packs = createRoute({
  ...guarded,
  method: 'get',
  path: '/packs',
  summary: 'The credit packs for sale, with prices, and whether purchasing is set up',
  responses: {
    200: jsonContent(successEnvelope(creditPacksResponseSchema), 'The packs'),
    401: productErrorContent('Invalid token'),
  },
});

const create = createRoute({
  ...guarded,
  method: 'post',
  path: '/sessions',
  summary:
    "Start buying a pack (owner, recruiter): answers the provider's payment page; a pending percent-off promo code lowers the price (only the newest open checkout keeps it)",
  request: jsonBody(createCheckoutSessionSchema),
  responses: {
    201: jsonContent(successEnvelope(checkoutSessionSchema), 'The checkout session and its page'),
    400: productErrorContent('Invalid input, naming the field (pack)'),
    401: productErrorContent('Invalid token'),
    403: productErrorContent(
      'Not a member of a recruiting organization (organization.recruiters_only), or a reviewer (organization.role_forbidden)',
    ),
    409: productErrorContent(
      'The pending percent-off code was used by another purchase paid meanwhile; this checkout is closed (checkout.promo_code_used)',
    ),
    503: unavailable,
  },
});

const purchases = createRoute({
  ...guarded,
  method: 'get',
  path: '/sessions',
  summary: "The organization's purchases, newest first (owner, recruiter): its receipts",
  request: { query: purchasesQuerySchema },
  responses: {
    200: jsonContent(successEnvelope(purchasesSchema), 'One page of purchases'),
    400: productErrorContent('Invalid query, naming the field'),
    401: productErrorContent('Invalid token'),
    403: productErrorContent(
      'Not a member of a recruiting organization (organization.recruiters_only), or a reviewer (organization.role_forbidden)',
    ),
  },
});

const webhook = createRoute({
  tags: ['Checkout'],
  method: 'post',
  path: '/webhook',
  summary:
    "Stripe's webhook: a signed event (Stripe-Signature over the raw body); checkout.session.completed and checkout.session.async_payment_succeeded grant a paid session's credits once; checkout.session.expired marks an abandoned purchase expired",
  // The body (Stripe's event JSON) is not declared: validating it would parse it, and the
  // signature is checked over the raw bytes.
  request: { headers: z.object({ 'stripe-signature': z.string().max(2000).optional() }) },
  responses: {
    200: jsonContent(
      successEnvelope(
        z.object({
          received: z.literal(true),
          outcome: z.enum(['fulfilled', 'pending', 'expired', 'duplicate', 'ignored']),
        }),
      ),
      'Received (a replay, another event type or an unknown session changes nothing)',
    ),
    400: productErrorContent('No signature, or a wrong one (checkout.invalid_signature)'),
    503: unavailable,
  },
});

export const checkoutRoutes = createProductRouter()
  .openapi(packs, async (c) => ok(c, listCreditPacks(c.var.services)))
  .openapi(purchases, async (c) =>
    ok(c, await listPurchases(c.var.db, serviceContext(c), c.req.valid('query'))),
  )
  .openapi(create, async (c) =>
    ok(
      c,
      await createCheckoutSession(
        c.var.db,
        serviceContext(c),
        { publicUrl: c.var.config.publicUrl, logger: c.var.logger },
        c.req.valid('json'),
      ),
      201,
    ),
  )
  // The signature covers the exact bytes sent, so the body is read as text, never re-encoded.
  .openapi(webhook, async (c) =>
    ok(
      c,
      await handlePaymentWebhook(c.var.db, c.var.services, {
        rawBody: await c.req.text(),
        signature: c.req.header('stripe-signature'),
        logger: c.var.logger,
      }),
    ),
  );
