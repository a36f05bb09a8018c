import { darkNavigationSx } from '../dark-navigation-sx';
import type { LayoutProps } from '../layout-props';
import { VerticalLayoutFrame } from '../vertical-layout-frame';

// Futuristic: a 280 px navigation on a deep gradient, the user's card at its foot.
export function FuturisticLayout(props: LayoutProps) {
  return (
    <VerticalLayoutFrame
      {...props}
      name="futuristic"
      appearance="default"
      navigationSx={darkNavigationSx('linear-gradient(180deg, #1e1b4b 0%, #4c1d95 100%)')}
      navigationFooter={props.userCard}
      headerSx={{ bgcolor: 'transparent', backdropFilter: 'blur(8px)' }}
    />
  );
}
