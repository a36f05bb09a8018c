import { successEnvelope } from '@rehearse/contracts/envelope';
import { productUserSchema } from '@rehearse/contracts/product-users';
import {
  subscriptionCheckoutResultSchema,
  subscriptionPromoResultSchema,
} from '@rehearse/contracts/subscriptions';
import type { User } from '@rehearse/contracts/user';
import { apiClient } from '../api-client';
import { isApiError } from '../api-error';
import { queryClient } from '../query-client';
import {
  dismissSubscriptionNotice,
  setSubscriptionNotice,
  subscriptionHasError,
} from './subscription-status';
import { subscriptionQueryOptions } from './subscription.queries';

const productUserEnvelope = successEnvelope(productUserSchema);
const checkoutEnvelope = successEnvelope(subscriptionCheckoutResultSchema);
const promoEnvelope = successEnvelope(subscriptionPromoResultSchema);

// The organization a user without one in their metadata belongs to (§4: "or a configured
// default"); unset in a normal build, where every account has its own organization.
const DEFAULT_ORGANIZATION_ID: string | undefined = import.meta.env.VITE_DEFAULT_ORGANIZATION_ID;

const productUserChecked = new Set<string>();

// The post-login flow of core-product.md §4 (decisions 001 and 056): find the product user by
// organization and external id, create it on a 404, then handle the subscription. Runs after
// the first screen, once per user and app start, and again when a link brought a promo code or
// a checkout session id. Failures are logged and flagged, never thrown: they do not block the app.
export async function runPostLoginFlow(user: User): Promise<void> {
  const organizationId = user.metadata.organization_id ?? DEFAULT_ORGANIZATION_ID;
  if (!organizationId) return;
  if (!productUserChecked.has(user.id)) {
    productUserChecked.add(user.id);
    await ensureProductUser(user, organizationId);
  }
  await handleSubscription(user);
}

async function ensureProductUser(user: User, organizationId: string): Promise<void> {
  try {
    await apiClient.get('/api/users/lookup', productUserEnvelope, {
      query: { organization_id: organizationId, external_id: user.id },
    });
  } catch (error) {
    if (!isApiError(error) || error.status !== 404) {
      console.error('Product user lookup failed', error);
      return;
    }
    try {
      await apiClient.post('/api/users', productUserEnvelope, {
        body: {
          organization_id: organizationId,
          external_id: user.id,
          created_by: user.id,
          updated_by: user.id,
        },
      });
    } catch (createError) {
      // §8: a failed creation is logged only.
      console.error('Creating the product user failed', createError);
    }
  }
}

// A parameter the auth resolver stored (lib/store-tracking-params.ts): this tab's copy first.
function stored(name: 'session_id' | 'promo_code'): string | null {
  return sessionStorage.getItem(name) || localStorage.getItem(name) || null;
}

function forget(name: 'session_id' | 'promo_code'): void {
  sessionStorage.removeItem(name);
  localStorage.removeItem(name);
}

// A refusal the server explained (4xx): final, so the stored value is not sent again. A network
// failure or a 5xx keeps it for the retry.
const isFinalRefusal = (error: unknown) =>
  isApiError(error) && error.status >= 400 && error.status < 500;

const reloadSubscription = () =>
  queryClient.fetchQuery({ ...subscriptionQueryOptions(), staleTime: 0 });

export async function handleSubscription(user: User): Promise<void> {
  const sessionId = stored('session_id');
  const promoCode = stored('promo_code');
  try {
    if (sessionId) {
      // §4: update the subscription (id 0) with the checkout session, then reload it. The
      // server asks the payment provider whether it was paid; the URL proves nothing.
      try {
        const { data } = await apiClient.patch('/api/subscriptions/0', checkoutEnvelope, {
          body: { session_id: sessionId, user_id: user.id },
        });
        setSubscriptionNotice(
          data.checkout.status === 'paid'
            ? { kind: 'purchase-paid', credits: data.checkout.credits }
            : { kind: 'purchase-pending' },
        );
        forget('session_id');
      } catch (error) {
        if (!isFinalRefusal(error)) throw error;
        console.error('The checkout session was refused', error);
        forget('session_id');
      }
      await reloadSubscription();
    } else if (promoCode) {
      // §4: save the subscription from the user id and the promo code, reload it, remove the
      // code. A code the server refuses (unknown, expired, used up) is said, and the flow goes on.
      try {
        const { data } = await apiClient.post('/api/subscriptions', promoEnvelope, {
          body: { user_id: user.id, promo_code: promoCode },
        });
        setSubscriptionNotice({
          kind: 'promo-applied',
          code: data.promo.code,
          credits: data.promo.credits,
          percentOff: data.promo.percent_off,
        });
      } catch (error) {
        if (!isFinalRefusal(error)) throw error;
        setSubscriptionNotice({
          kind: 'promo-refused',
          code: promoCode,
          error: isApiError(error) ? error : null,
        });
      }
      forget('promo_code');
      await reloadSubscription();
    } else {
      // §4: otherwise load the subscription and remove session_id.
      await reloadSubscription();
      forget('session_id');
      // A retry that worked clears the flag.
      if (subscriptionHasError()) dismissSubscriptionNotice();
    }
  } catch (error) {
    // §8: a failed subscription create or load sets the error flag and is logged.
    console.error('The subscription could not be loaded', error);
    setSubscriptionNotice({ kind: 'error', retry: () => void handleSubscription(user) });
  }
}
