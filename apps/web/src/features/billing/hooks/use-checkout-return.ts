import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSubscriptionNotice } from '../../../lib/session/subscription-status';
import { subscriptionQueryOptions } from '../../../lib/session/subscription.queries';
import { storedTrackingParam } from '../../../lib/store-tracking-params';
import { billingKeys } from '../api/billing.queries';

// The billing screen's side of the post-login flow (docs/decisions/058 and 059). The payment
// provider sends the buyer back to /recruiter/billing?session_id=... (or ?checkout=cancelled);
// the flow confirms the session and reloads the subscription (sessionKeys.subscription()).
// Here: whenever that subscription changes, the billing figures are read again; once the flow
// has used the session id (or a promo code the link brought), `session_id`, `promo_code` and
// `checkout` leave the URL (replace), so a reload does not send them again. A cancelled checkout
// is remembered for the note.
export function useCheckoutReturn(): { cancelled: boolean; subscriptionPercentOff: number | null } {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [cancelled] = useState(() => params.get('checkout') === 'cancelled');
  const subscription = useQuery(subscriptionQueryOptions());
  const notice = useSubscriptionNotice();

  const updatedAt = subscription.data?.updated_at;
  const seenUpdatedAt = useRef(updatedAt);
  useEffect(() => {
    if (updatedAt === undefined) return;
    if (seenUpdatedAt.current !== undefined && seenUpdatedAt.current !== updatedAt) {
      void queryClient.invalidateQueries({ queryKey: billingKeys.all });
    }
    seenUpdatedAt.current = updatedAt;
  }, [updatedAt, queryClient]);

  const sessionId = params.get('session_id');
  const promoCode = params.get('promo_code');
  const carriesReturn = sessionId !== null || promoCode !== null || params.has('checkout');
  useEffect(() => {
    if (!carriesReturn) return;
    // The flow has not answered the session (or the promo code) yet: it still holds the copy.
    if (sessionId && storedTrackingParam('session_id') === sessionId) return;
    if (promoCode && storedTrackingParam('promo_code') === promoCode) return;
    if (sessionId || promoCode) void queryClient.invalidateQueries({ queryKey: billingKeys.all });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of ['session_id', 'promo_code', 'checkout']) next.delete(name);
        return next;
      },
      { replace: true },
    );
    // The flow's progress shows as a new subscription load or a notice.
  }, [
    carriesReturn,
    sessionId,
    promoCode,
    subscription.dataUpdatedAt,
    notice,
    queryClient,
    setParams,
  ]);

  return { cancelled, subscriptionPercentOff: subscription.data?.pending_percent_off ?? null };
}
