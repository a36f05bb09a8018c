import { redirect, type LoaderFunctionArgs, type MiddlewareFunction } from 'react-router';
import { paths } from '../config/paths';
import { getAccessToken } from '../lib/access-token';
import { afterFirstScreen } from '../lib/after-first-screen';
import { drawnPage } from '../lib/drawn-page';
import { dropEarlyRequests, sendEarlyRequests } from '../lib/early-requests';
import { isSignedIn, restoreSession } from '../lib/session/session-store';
import { storeTrackingParams } from '../lib/store-tracking-params';
import type { OptionalSession } from './session-guards';

// The route guards. The signed-in ones load their checks (session-guards.ts, with the user
// schemas and zod) on first use, which keeps the sign-in page's initial JavaScript small; a
// stored token means a signed-in route is coming, so the checks start loading at once.
const signedInChecks = () => import('./session-guards');
if (getAccessToken()) {
  signedInChecks().catch(() => undefined);
  // The first requests go out beside that code, not after it (lib/early-requests.ts); what the
  // first screen did not take is dropped, never served later. A page the server drew brought
  // its data along (lib/drawn-page.ts): only the session check is left to do.
  if (drawnPage !== 'signed-in') {
    sendEarlyRequests();
    afterFirstScreen(dropEarlyRequests);
  }
}

// Signed-in pages without the frame (sign-out, unlock-session).
export const requireSignedIn: MiddlewareFunction = async (args, next) =>
  (await signedInChecks()).requireSignedIn(args, next);

// Signed-in pages in the frame: the role is resolved too, so the navigation renders at once.
export const requireSignedInWithRole: MiddlewareFunction = async (args, next) =>
  (await signedInChecks()).requireSignedInWithRole(args, next);

// Nested inside a signed-in group, so the user is already cached.
export const requireAdmin: MiddlewareFunction = async (args, next) =>
  (await signedInChecks()).requireAdmin(args, next);

export const requireRecruiter: MiddlewareFunction = async (args, next) =>
  (await signedInChecks()).requireRecruiter(args, next);

// '' and /signed-in-redirect: recruiters to their dashboard, everyone else to the workspace.
export async function roleHomeRedirectLoader(args: LoaderFunctionArgs): Promise<never> {
  return (await signedInChecks()).roleHomeRedirectLoader(args);
}

// Unguarded pages (support, landing) show the signed-in frame when there is a session.
export async function optionalSessionLoader(): Promise<OptionalSession> {
  await restoreSession();
  if (!isSignedIn()) return { signedIn: false };
  return (await signedInChecks()).optionalSessionLoader();
}

// Sign-in, sign-up and the other ways in: a signed-in user goes to the root route.
// The promo_code / session_id resolver runs first so a link's parameters are never lost.
export const requireSignedOut: MiddlewareFunction = async ({ request }) => {
  try {
    storeTrackingParams(new URL(request.url).searchParams, localStorage, sessionStorage);
  } catch (error) {
    console.error('Could not store the promo_code / session_id parameters', error);
  }
  await restoreSession();
  if (isSignedIn()) throw redirect(paths.root.getHref());
};
