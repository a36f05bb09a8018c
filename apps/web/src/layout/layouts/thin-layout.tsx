import type { LayoutProps } from '../layout-props';
import { LogoMark } from '../logo-mark';
import { VerticalLayoutFrame } from '../vertical-layout-frame';

// Thin: an 80 px strip of icons (titles as tooltips) on the page's own background.
export function ThinLayout(props: LayoutProps) {
  return (
    <VerticalLayoutFrame
      {...props}
      name="thin"
      appearance="thin"
      navigationSx={{ bgcolor: 'background.default' }}
      navigationHeader={<LogoMark href={props.homeHref} />}
    />
  );
}
