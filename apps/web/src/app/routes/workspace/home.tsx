import { loadHomeData } from '../../../features/workspace/api/workspace.queries';
import { HomeScreen } from '../../../features/workspace/home/home-screen';
import { queryClient } from '../../../lib/query-client';

// Home's data is requested with the route, not once the screen has mounted; the screen shows
// its error state if it fails. A page the server drew brings it along
// (app/prerender/signed-in-page.tsx): what is cached is taken as it is, and the screen refreshes
// it once shown if it is older than its stale time.
export async function loader(): Promise<null> {
  await loadHomeData(queryClient);
  return null;
}

// Home: greeting, streak, weekly goal, what to do next, recent activity, the tools.
export function Component() {
  return <HomeScreen />;
}
