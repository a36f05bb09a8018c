import { Outlet, useLoaderData } from 'react-router';
import { PageFrame } from '../../layout/page-frame/page-frame';
import { PublicFrame } from '../../layout/public-frame';
import type { OptionalSession } from '../guards';

export function Component() {
  const { signedIn } = useLoaderData<OptionalSession>();
  const Frame = signedIn ? PageFrame : PublicFrame;
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}
