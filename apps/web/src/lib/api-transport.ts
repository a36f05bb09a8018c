import { clearAccessToken, getAccessToken, getProviderSession } from './access-token';
import { takeEarlyResponse } from './early-requests';
import { freshAccessToken } from './oidc/fresh-access-token';

// Where the API client's requests go and with what: in the browser the page's origin, the
// stored token and fetch (taking an answer sent early, lib/early-requests.ts, when there is
// one); on the server that draws a signed-in page's first screen
// (app/prerender/signed-in-page.tsx), the API itself with that visit's token.
export type ApiTransport = {
  origin: string;
  // The language on display: the server writes what it stores for the user in it.
  language: string;
  // A provider's expired token is renewed first (lib/oidc/fresh-access-token.ts); null when
  // there is no session, or when no token could be had for it.
  accessToken: () => Promise<string | null> | string | null;
  // Whether a session is stored, token or not: its requests' 401 ends it.
  hasSession: () => boolean;
  send: (url: URL, init: RequestInit & { body?: string }) => Promise<Response>;
  // The API refused the token: the session has ended.
  sessionEnded: () => void;
};

let unauthorizedHandler: (() => void) | undefined;

// The app decides how to send the user to sign-in; the client only reports the ended session.
export function setUnauthorizedHandler(handler: (() => void) | undefined): void {
  unauthorizedHandler = handler;
}

const browserTransport = (): ApiTransport => ({
  origin: window.location.origin,
  language: document.documentElement.lang || 'en',
  accessToken: freshAccessToken,
  hasSession: () => getAccessToken() !== null,
  send: (url, init) =>
    takeEarlyResponse(init.method ?? 'GET', `${url.pathname}${url.search}`, init.body) ??
    fetch(url, { ...init, credentials: 'same-origin' }),
  sessionEnded: () => {
    const providerSession = getProviderSession();
    clearAccessToken();
    // The provider's tokens (the refresh token among them) go with the session.
    if (providerSession) {
      import('./oidc/provider-auth')
        .then(({ forgetProviderUser }) => forgetProviderUser(providerSession.provider))
        .catch((error: unknown) => console.error('Could not remove the provider tokens', error));
    }
    unauthorizedHandler?.();
  },
});

let currentTransport: () => ApiTransport = browserTransport;

export const apiTransport = (): ApiTransport => currentTransport();

// Only the server's page renderer calls this, once, with a source that gives each page its own.
export function setApiTransportSource(source: () => ApiTransport): void {
  currentTransport = source;
}
