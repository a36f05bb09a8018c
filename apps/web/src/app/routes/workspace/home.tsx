import { homeQueryOptions } from '../../../features/workspace/api/workspace.queries';
import { HomeScreen } from '../../../features/workspace/home/home-screen';
import { queryClient } from '../../../lib/query-client';

// Home's data is requested with the route, not once the screen has mounted; the screen shows
// its skeleton until it is in (and its error state if it fails).
export async function loader(): Promise<null> {
  await queryClient.prefetchQuery(homeQueryOptions());
  return null;
}

// Home: greeting, streak, weekly goal, what to do next, recent activity, the tools.
export function Component() {
  return <HomeScreen />;
}
