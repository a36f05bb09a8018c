import { Outlet } from 'react-router';
import { PageFrame } from '../../layout/page-frame/page-frame';

export function Component() {
  return (
    <PageFrame>
      <Outlet />
    </PageFrame>
  );
}
