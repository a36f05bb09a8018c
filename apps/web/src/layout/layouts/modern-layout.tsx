import { HorizontalLayoutFrame } from '../horizontal-layout-frame';
import type { LayoutProps } from '../layout-props';

// Modern: one full-width header row holding logo, menu and actions.
export function ModernLayout(props: LayoutProps) {
  return (
    <HorizontalLayoutFrame
      {...props}
      name="modern"
      menuPlacement="inline"
      maxWidth={false}
      headerSx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    />
  );
}
