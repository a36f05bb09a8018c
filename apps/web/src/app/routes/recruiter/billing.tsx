import { BillingScreen } from '../../../features/billing/billing-screen';

// Billing and Usage (decision 059). Buying a credit pack leaves for the payment provider's page,
// which sends the buyer back here (the post-login flow confirms the purchase, decision 058).
export function Component() {
  return <BillingScreen goTo={(url) => window.location.assign(url)} />;
}
