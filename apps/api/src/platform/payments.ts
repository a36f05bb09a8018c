// The payment boundary (docs/decisions/056-checkout-and-promo-codes.md). The app knows only this
// type; the Node entry passes the Stripe implementation (payments/stripe-payments.ts) when
// STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set, so nothing below app.ts imports stripe.
// Without one, purchasing answers 503 billing.payments_unavailable.

export type CheckoutRequest = {
  // What the buyer sees on the provider's page.
  productName: string;
  amountCents: number;
  currency: string;
  // Carried by the provider's session and its events.
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
};

// A checkout session as the provider holds it. Only `paymentStatus === 'paid'` grants credits.
export type ProviderCheckout = {
  id: string;
  // The provider's payment page; null once the session is complete or expired.
  url: string | null;
  // Stripe's words ('open', 'complete', 'expired'; 'paid', 'unpaid', 'no_payment_required'),
  // kept as strings: a new word from the provider must not break the reading.
  status: string | null;
  paymentStatus: string;
  amountTotal: number | null;
  metadata: Record<string, string>;
};

// A verified webhook event: its id (a replay repeats it), its type, and the checkout session
// it is about (null for events about something else).
export type PaymentEvent = { id: string; type: string; sessionId: string | null };

export type PaymentProvider = {
  createCheckout(request: CheckoutRequest): Promise<ProviderCheckout>;
  // Null when the provider has no such session.
  retrieveCheckout(sessionId: string): Promise<ProviderCheckout | null>;
  // Closes an open session's payment page; a session no longer open (paid, say) is returned
  // as it is. Null when the provider has no such session.
  expireCheckout(sessionId: string): Promise<ProviderCheckout | null>;
  // Checks the signature over the exact bytes received; throws PaymentSignatureError when it
  // is missing, wrong or too old.
  verifyWebhook(rawBody: string, signatureHeader: string | undefined): Promise<PaymentEvent>;
};

export class PaymentSignatureError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'PaymentSignatureError';
  }
}
