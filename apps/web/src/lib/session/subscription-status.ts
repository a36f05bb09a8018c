import { useSyncExternalStore } from 'react';
import type { ApiError } from '../api-error';

// What the post-login flow (post-login-flow.ts) has to tell the user: the §8 flag "the
// subscription has an error", and how a promo code from a link went. The shell shows it as a
// calm notice (app/shell/subscription-notice.tsx); nothing here blocks the app.
export type SubscriptionNotice =
  | { kind: 'none' }
  | { kind: 'error'; retry: () => void }
  | { kind: 'promo-applied'; code: string; credits: number | null; percentOff: number | null }
  | { kind: 'promo-refused'; code: string; error: ApiError | null }
  | { kind: 'purchase-paid'; credits: number }
  | { kind: 'purchase-pending' };

let notice: SubscriptionNotice = { kind: 'none' };
const listeners = new Set<() => void>();

export function setSubscriptionNotice(next: SubscriptionNotice): void {
  notice = next;
  for (const listener of listeners) listener();
}

export const dismissSubscriptionNotice = () => setSubscriptionNotice({ kind: 'none' });

export const currentSubscriptionNotice = (): SubscriptionNotice => notice;

// The §8 flag: true while the last subscription create or load failed.
export const subscriptionHasError = () => notice.kind === 'error';

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// The server-drawn signed-in page (decision 039) has no notice: the flow runs in the browser.
const NO_NOTICE: SubscriptionNotice = { kind: 'none' };

export function useSubscriptionNotice(): SubscriptionNotice {
  return useSyncExternalStore(subscribe, currentSubscriptionNotice, () => NO_NOTICE);
}
