import Stripe from 'stripe';
import {
  PaymentSignatureError,
  type PaymentProvider,
  type ProviderCheckout,
} from '../platform/payments';

// Stripe Checkout behind the payment boundary (docs/decisions/056-checkout-and-promo-codes.md):
// one Checkout Session per pack bought (mode payment, one line with its price), read back by id
// to confirm payment, and webhook events verified with the endpoint's signing secret. `apiUrl`
// points the client at another host (the tests' fake Stripe server).

export type StripePaymentsOptions = {
  secretKey: string;
  webhookSecret: string;
  apiUrl?: string;
};

export function createStripePayments(options: StripePaymentsOptions): PaymentProvider {
  const target = options.apiUrl ? new URL(options.apiUrl) : undefined;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(target && {
      host: target.hostname,
      port: target.port || (target.protocol === 'https:' ? 443 : 80),
      protocol: target.protocol === 'https:' ? 'https' : 'http',
    }),
  });

  const toCheckout = (session: Stripe.Checkout.Session): ProviderCheckout => ({
    id: session.id,
    url: session.url ?? null,
    status: session.status ?? null,
    paymentStatus: session.payment_status,
    amountTotal: session.amount_total ?? null,
    metadata: { ...(session.metadata ?? {}) },
  });

  return {
    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency,
              unit_amount: request.amountCents,
              product_data: { name: request.productName },
            },
          },
        ],
        metadata: request.metadata,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      return toCheckout(session);
    },

    async retrieveCheckout(sessionId) {
      try {
        return toCheckout(await stripe.checkout.sessions.retrieve(sessionId));
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) {
          return null;
        }
        throw err;
      }
    },

    async expireCheckout(sessionId) {
      try {
        return toCheckout(await stripe.checkout.sessions.expire(sessionId));
      } catch (err) {
        // Stripe refuses to expire a session that is no longer open: read what it is instead.
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 400) {
          return this.retrieveCheckout(sessionId);
        }
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) {
          return null;
        }
        throw err;
      }
    },

    async verifyWebhook(rawBody, signatureHeader) {
      if (!signatureHeader) throw new PaymentSignatureError('No Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(
          rawBody,
          signatureHeader,
          options.webhookSecret,
        );
      } catch (err) {
        throw new PaymentSignatureError(err instanceof Error ? err.message : String(err));
      }
      const object = event.data.object as { object?: string; id?: string };
      const sessionId =
        object.object === 'checkout.session' && typeof object.id === 'string' ? object.id : null;
      return { id: event.id, type: event.type, sessionId };
    },
  };
}
