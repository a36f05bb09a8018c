import { useLoaderData } from 'react-router';
import { LandingScreen } from '../../features/landing/landing-screen';
import type { OptionalSession } from '../session-guards';

// The front page; its loader (optionalSessionLoader, in the router) says whether there is a session.
export function Component() {
  const { signedIn } = useLoaderData<OptionalSession>();
  return <LandingScreen signedIn={signedIn} />;
}
