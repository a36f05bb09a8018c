import { UnlockSessionScreen } from '../../../features/auth/screens/unlock-session-screen';
import { queryClient } from '../../../lib/query-client';
import { currentUserQueryOptions } from '../../../lib/session/session.queries';

// The screen greets the signed-in user by name: the user is in the cache before it renders.
export async function loader(): Promise<null> {
  await queryClient.ensureQueryData(currentUserQueryOptions());
  return null;
}

export function Component() {
  return <UnlockSessionScreen />;
}
