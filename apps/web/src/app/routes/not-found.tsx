import { NotFoundScreen } from '../../features/errors/not-found-screen';

// Any path no other route matches.
export function Component() {
  return <NotFoundScreen />;
}
