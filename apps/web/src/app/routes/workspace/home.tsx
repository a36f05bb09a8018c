import { HomeScreen } from '../../../features/workspace/home/home-screen';

// Home: greeting, streak, weekly goal, what to do next, recent activity, the tools.
export function Component() {
  return <HomeScreen />;
}
