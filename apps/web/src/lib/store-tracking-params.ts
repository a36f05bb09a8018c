// Query parameters that a marketing link or a checkout return carries into the sign-in pages.
export const TRACKING_PARAMS = ['promo_code', 'session_id'] as const;

type WritableStorage = Pick<Storage, 'setItem'>;

// A parameter present in the URL is stored in localStorage (an explicit empty value overwrites it)
// and, when non-empty, in sessionStorage too. An absent parameter leaves the stored value alone,
// so moving from sign-up to sign-in does not lose a promo code.
export function storeTrackingParams(
  params: URLSearchParams,
  local: WritableStorage,
  session: WritableStorage,
): void {
  for (const name of TRACKING_PARAMS) {
    const value = params.get(name);
    if (value === null) continue;
    local.setItem(name, value);
    if (value !== '') session.setItem(name, value);
  }
}

// The stored value the post-login flow (lib/session/post-login-flow.ts) will send, this tab's
// copy first; null once the flow has used it (the flow forgets a value the server answered).
export function storedTrackingParam(name: (typeof TRACKING_PARAMS)[number]): string | null {
  try {
    return sessionStorage.getItem(name) || localStorage.getItem(name) || null;
  } catch {
    return null;
  }
}
