import { AppFooter } from '../app-footer';
import type { LayoutProps } from '../layout-props';
import { VerticalLayoutFrame } from '../vertical-layout-frame';

// The practice screen needs the whole width: entering it folds the navigation away.
const collapseOn = (pathname: string) => pathname.includes('mock-interview/practice');

// Classic: a light 280 px side navigation with the logo, a header and the footer.
export function ClassicLayout(props: LayoutProps) {
  return (
    <VerticalLayoutFrame
      {...props}
      name="classic"
      appearance="default"
      navigationSx={{ bgcolor: 'background.paper' }}
      footer={<AppFooter />}
      collapseOn={collapseOn}
    />
  );
}
