// The signed-in checks behind the guards of guards.ts, loaded on the first signed-in route: with
// them come the user schemas and zod, which the sign-in page does without.
import type { User } from '@rehearse/contracts/user';
import { redirect, type LoaderFunctionArgs, type MiddlewareFunction } from 'react-router';
import { paths } from '../config/paths';
import { isApiError } from '../lib/api-error';
import { queryClient } from '../lib/query-client';
import { afterFirstScreen } from '../lib/after-first-screen';
import { preloadLookupData } from '../lib/lookup-data';
import { initQuestionPoolOnce } from '../lib/question-pool';
import { runPostLoginFlow } from '../lib/session/post-login-flow';
import { ADMIN_ROLES, hasAnyRole } from '../lib/session/is-recruiter';
import { currentUserQueryOptions, isRecruiterQueryOptions } from '../lib/session/session.queries';
import { endSession, isSignedIn, restoreSession } from '../lib/session/session-store';
import { storeTrackingParams, TRACKING_PARAMS } from '../lib/store-tracking-params';
import { loadShellData } from './shell/load-shell-data';

// What an unguarded page (support, landing) knows of the session: whether to show the frame.
export type OptionalSession = { signedIn: boolean };

// The sign-in page brings the user back to the requested path, query string included.
// Sign-out is the exception: coming back to it would end the new session at once.
function signInHrefFor(url: URL): string {
  if (url.pathname === paths.auth.signOut.path) return paths.auth.signIn.getHref();
  return paths.auth.signIn.getHref(`${url.pathname}${url.search}`);
}

async function loadSignedInUser(request: Request): Promise<User> {
  const url = new URL(request.url);
  await restoreSession();
  if (!isSignedIn()) throw redirect(signInHrefFor(url));
  try {
    const user = await queryClient.ensureQueryData(currentUserQueryOptions());
    startPostLoginFlow(user, url);
    return user;
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      endSession();
      throw redirect(signInHrefFor(url));
    }
    throw error;
  }
}

// Once per user and app start, and again when the URL brings a promo code or the checkout
// session id a payment provider's success page returns with (the signed-in side of the auth
// resolver in guards.ts). Each guard of a navigation calls this; a URL's values start the flow once.
const flowsStarted = new Set<string>();
function startPostLoginFlow(user: User, url: URL) {
  const brought = TRACKING_PARAMS.map((name) => url.searchParams.get(name) ?? '');
  const key = [user.id, ...brought].join('|');
  if (flowsStarted.has(key)) return;
  flowsStarted.add(key);
  if (brought.some(Boolean)) {
    try {
      storeTrackingParams(url.searchParams, localStorage, sessionStorage);
    } catch (error) {
      console.error('Could not store the promo_code / session_id parameters', error);
    }
  }
  afterFirstScreen(() => void runPostLoginFlow(user));
}

const loadIsRecruiter = (user: User) => queryClient.ensureQueryData(isRecruiterQueryOptions(user));

const homeHrefFor = (recruiter: boolean) =>
  recruiter ? paths.recruiter.dashboard.getHref() : paths.workspace.home.getHref();

// Signed-in pages without the frame (sign-out, unlock-session).
export const requireSignedIn: MiddlewareFunction = async ({ request }) => {
  await loadSignedInUser(request);
};

// Signed-in pages in the frame: the role is resolved too, so the navigation renders at once.
export const requireSignedInWithRole: MiddlewareFunction = async ({ request }) => {
  // With a stored token the shell's data loads beside the session check rather than after it:
  // exchanging the token leaves it valid, so the answers are this user's. The layout's loader
  // then waits on these same requests and shows their failure (app/routes/signed-in-layout.tsx).
  if (isSignedIn()) loadShellData().catch(() => undefined);
  const user = await loadSignedInUser(request);
  afterFirstScreen(() => {
    void initQuestionPoolOnce();
    preloadLookupData();
  });
  await loadIsRecruiter(user);
};

// Nested inside a signed-in group, so the user is already cached.
export const requireAdmin: MiddlewareFunction = async ({ request }) => {
  const user = await loadSignedInUser(request);
  if (!hasAnyRole(user.roles, ADMIN_ROLES)) throw redirect(paths.root.getHref());
};

export const requireRecruiter: MiddlewareFunction = async ({ request }) => {
  const user = await loadSignedInUser(request);
  if (!(await loadIsRecruiter(user))) throw redirect(paths.root.getHref());
};

// '' and /signed-in-redirect: recruiters to their dashboard, everyone else to the workspace.
export async function roleHomeRedirectLoader({ request }: LoaderFunctionArgs): Promise<never> {
  const user = await loadSignedInUser(request);
  throw redirect(homeHrefFor(await loadIsRecruiter(user)));
}

// Unguarded pages (support, landing) show the signed-in frame when there is a session.
export async function optionalSessionLoader(): Promise<OptionalSession> {
  await restoreSession();
  if (!isSignedIn()) return { signedIn: false };
  try {
    const user = await queryClient.ensureQueryData(currentUserQueryOptions());
    await loadIsRecruiter(user);
    return { signedIn: true };
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      endSession();
      return { signedIn: false };
    }
    throw error;
  }
}
