import { useLoaderData } from 'react-router';
import { signOutOnServer } from '../../../features/auth/api/auth.queries';
import { SignOutScreen } from '../../../features/auth/screens/sign-out-screen';
import { endSession, isSignedIn } from '../../../lib/session/session-store';

type SignOutResult = { serverReached: boolean };

// Runs once per visit, before the page renders (a component effect would run twice in StrictMode).
export async function loader(): Promise<SignOutResult> {
  const serverReached = isSignedIn() ? await signOutOnServer() : true;
  endSession();
  return { serverReached };
}

export function Component() {
  const { serverReached } = useLoaderData<SignOutResult>();
  return <SignOutScreen serverReached={serverReached} />;
}
