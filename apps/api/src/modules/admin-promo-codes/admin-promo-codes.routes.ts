import { createRoute } from '@hono/zod-openapi';
import {
  createPromoCodeSchema,
  promoCodeListSchema,
  promoCodeSchema,
  promoRedemptionListSchema,
  updatePromoCodeSchema,
} from '@rehearse/contracts/admin-promo-codes';
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
  createPromoCode,
  listPromoCodes,
  listRedemptions,
  setPromoCodeDisabled,
  updatePromoCode,
} from './admin-promo-codes.service';

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
const missing = { 404: productErrorContent('No such promo code') };
const one = (description: string) => jsonContent(successEnvelope(promoCodeSchema), description);

const list = createRoute({
  ...guard,
  method: 'get',
  path: '/',
  summary: 'Every promo code, newest first, with its redemption count (admins)',
  responses: {
    200: jsonContent(successEnvelope(promoCodeListSchema), 'The promo codes'),
    ...denied,
  },
});

const create = createRoute({
  ...guard,
  method: 'post',
  path: '/',
  summary:
    'Create a promo code: 3 to 40 of A-Z, 0-9 and hyphens (stored upper case, unique), credits (1 to 10,000) or percent off (1 to 100), an optional window and limits (admins; audited)',
  request: jsonBody(createPromoCodeSchema),
  responses: {
    201: one('The new promo code'),
    400: productErrorContent('Invalid input'),
    ...denied,
    409: productErrorContent('The code exists (admin.promo_code_taken)'),
  },
});

const update = createRoute({
  ...guard,
  method: 'patch',
  path: '/{id}',
  summary: 'Edit a promo code; its code and kind only while nobody redeemed it (admins; audited)',
  request: { params: idParams, ...jsonBody(updatePromoCodeSchema) },
  responses: {
    200: one('The promo code'),
    400: productErrorContent('Invalid input'),
    ...denied,
    ...missing,
    409: productErrorContent(
      'The code exists (admin.promo_code_taken), or a redeemed code’s code or kind (admin.promo_code_redeemed)',
    ),
  },
});

const disable = createRoute({
  ...guard,
  method: 'post',
  path: '/{id}/disable',
  summary: 'Disable a promo code: it can no longer be redeemed (admins; audited)',
  request: { params: idParams },
  responses: { 200: one('The promo code'), ...denied, ...missing },
});

const enable = createRoute({
  ...guard,
  method: 'post',
  path: '/{id}/enable',
  summary: 'Enable a disabled promo code again (admins; audited)',
  request: { params: idParams },
  responses: { 200: one('The promo code'), ...denied, ...missing },
});

const redemptions = createRoute({
  ...guard,
  method: 'get',
  path: '/{id}/redemptions',
  summary: 'A promo code’s redemptions, newest first: organization, user and date (admins)',
  request: { params: idParams },
  responses: {
    200: jsonContent(successEnvelope(promoRedemptionListSchema), 'The redemptions'),
    ...denied,
    ...missing,
  },
});

export const adminPromoCodeRoutes = createProductRouter()
  .openapi(list, async (c) => ok(c, await listPromoCodes(c.var.db)))
  .openapi(create, async (c) =>
    ok(c, await createPromoCode(c.var.db, c.var.user, c.req.valid('json')), 201),
  )
  .openapi(update, async (c) =>
    ok(
      c,
      await updatePromoCode(c.var.db, c.var.user, c.req.valid('param').id, c.req.valid('json')),
    ),
  )
  .openapi(disable, async (c) =>
    ok(c, await setPromoCodeDisabled(c.var.db, c.var.user, c.req.valid('param').id, true)),
  )
  .openapi(enable, async (c) =>
    ok(c, await setPromoCodeDisabled(c.var.db, c.var.user, c.req.valid('param').id, false)),
  )
  .openapi(redemptions, async (c) =>
    ok(c, await listRedemptions(c.var.db, c.req.valid('param').id)),
  );
