import { darkNavigationSx } from '../dark-navigation-sx';
import type { LayoutProps } from '../layout-props';
import { LogoMark } from '../logo-mark';
import { VerticalLayoutFrame } from '../vertical-layout-frame';

// Compact: a 112 px navigation of icons with their titles below, on a deep indigo panel.
export function CompactLayout(props: LayoutProps) {
  return (
    <VerticalLayoutFrame
      {...props}
      name="compact"
      appearance="compact"
      navigationSx={darkNavigationSx('#312e81')}
      navigationHeader={<LogoMark href={props.homeHref} />}
    />
  );
}
