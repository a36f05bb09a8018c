import { createRoute } from '@hono/zod-openapi';
import { successEnvelope } from '@rehearse/contracts/envelope';
import {
  saveSubscriptionSchema,
  subscriptionCheckoutResultSchema,
  subscriptionPromoResultSchema,
  subscriptionSchema,
  updateSubscriptionSchema,
} from '@rehearse/contracts/subscriptions';
import { ok } from '../../platform/answers';
import { requireAuth } from '../../platform/auth';
import {
  bearerSecurity,
  idParams,
  jsonBody,
  jsonContent,
  productErrorContent,
} from '../../platform/openapi';
import { createProductRouter } from '../../platform/router';
import { serviceContext } from '../../platform/service-context';
import {
  getCurrentSubscription,
  saveSubscription,
  updateSubscription,
} from './subscriptions.service';

// The subscription calls of the post-sign-in flow (docs/decisions/056-checkout-and-promo-codes.md).

const base = { tags: ['Subscriptions'], security: bearerSecurity, middleware: requireAuth };
const unauthorized = { 401: productErrorContent('Invalid token') };
const notYours = productErrorContent('user_id is not your own id (subscription.user_mismatch)');

const current = createRoute({
  ...base,
  method: 'get',
  path: '/current',
  summary: "Your organization's subscription: plan, credits, seats, a pending promo discount",
  responses: {
    200: jsonContent(successEnvelope(subscriptionSchema), 'The subscription'),
    ...unauthorized,
    404: productErrorContent('You belong to no organization'),
  },
});

const update = createRoute({
  ...base,
  method: 'patch',
  path: '/{id}',
  summary:
    'Confirm a purchase from the checkout success page: id 0 (or your subscription id) with the session_id; credits are granted once the provider says it is paid',
  request: { params: idParams, ...jsonBody(updateSubscriptionSchema) },
  responses: {
    200: jsonContent(
      successEnvelope(subscriptionCheckoutResultSchema),
      'The subscription after the confirmation, and whether the purchase is paid or still pending',
    ),
    400: productErrorContent('Invalid input, naming the field'),
    ...unauthorized,
    403: notYours,
    404: productErrorContent(
      'No such subscription of yours, or no such checkout session of your organization',
    ),
    503: productErrorContent('Purchasing is not set up (billing.payments_unavailable)'),
  },
});

const save = createRoute({
  ...base,
  method: 'post',
  path: '/',
  summary:
    'Redeem a promo code for your organization (owner, recruiter): credits now, or a discount on the next purchase',
  request: jsonBody(saveSubscriptionSchema),
  responses: {
    200: jsonContent(successEnvelope(subscriptionPromoResultSchema), 'The code applied'),
    400: productErrorContent('Invalid input, naming the field'),
    ...unauthorized,
    403: productErrorContent(
      'user_id is not your own (subscription.user_mismatch), not a recruiting organization (organization.recruiters_only), or a reviewer (organization.role_forbidden)',
    ),
    404: productErrorContent('No such promo code, or it is disabled (promo.not_found)'),
    409: productErrorContent(
      'The code cannot be used yet (promo.not_started), is used up (promo.used_up), or your organization already used it (promo.already_redeemed)',
    ),
    410: productErrorContent('The code has expired (promo.expired)'),
  },
});

export const subscriptionRoutes = createProductRouter()
  .openapi(current, async (c) => ok(c, await getCurrentSubscription(c.var.db, serviceContext(c))))
  .openapi(update, async (c) =>
    ok(
      c,
      await updateSubscription(
        c.var.db,
        serviceContext(c),
        c.req.valid('param').id,
        c.req.valid('json'),
      ),
    ),
  )
  .openapi(save, async (c) =>
    ok(c, await saveSubscription(c.var.db, serviceContext(c), c.req.valid('json'))),
  );
