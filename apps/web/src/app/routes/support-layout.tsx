import { Outlet, useLoaderData } from 'react-router';
import { PublicFrame } from '../../layout/public-frame';
import { optionalSessionLoader } from '../guards';
import type { OptionalSession } from '../session-guards';
import { loadShellData } from '../shell/load-shell-data';
import { ShellError } from '../shell/shell-error';
import { SignedInShell } from '../shell/signed-in-shell';

// Unguarded pages: the signed-in shell when there is a session, the public frame otherwise.
export async function loader(): Promise<OptionalSession> {
  const session = await optionalSessionLoader();
  if (session.signedIn) await loadShellData();
  return session;
}

export function Component() {
  const { signedIn } = useLoaderData<OptionalSession>();
  if (signedIn) return <SignedInShell />;
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}

export const ErrorBoundary = ShellError;
