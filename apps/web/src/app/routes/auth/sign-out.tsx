import { useLoaderData } from 'react-router';
import { signOutOnServer } from '../../../features/auth/api/auth.queries';
import { SignOutScreen } from '../../../features/auth/screens/sign-out-screen';
import { getProviderSession } from '../../../lib/access-token';
import { endProviderSession } from '../../../lib/oidc/provider-auth';
import { endSession, isSignedIn } from '../../../lib/session/session-store';

type SignOutResult = {
  serverReached: boolean;
  // Set when the session was a provider's and the provider could not be reached to end its own.
  providerUnreachable: string | null;
};

// Runs once per visit, before the page renders (a component effect would run twice in StrictMode).
export async function loader(): Promise<SignOutResult> {
  const providerSession = getProviderSession();
  const serverReached = isSignedIn() ? await signOutOnServer() : true;
  endSession();
  if (!providerSession) return { serverReached, providerUnreachable: null };
  const { provider } = providerSession;
  try {
    // The browser leaves for the provider's end-session page, which comes back to /sign-in.
    await endProviderSession(provider);
    return { serverReached, providerUnreachable: null };
  } catch (error) {
    console.error(`Could not sign out at ${provider.name}`, error);
    return { serverReached, providerUnreachable: provider.name };
  }
}

export function Component() {
  const { serverReached, providerUnreachable } = useLoaderData<SignOutResult>();
  return <SignOutScreen serverReached={serverReached} providerUnreachable={providerUnreachable} />;
}
