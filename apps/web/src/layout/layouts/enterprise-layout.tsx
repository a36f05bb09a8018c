import { HorizontalLayoutFrame } from '../horizontal-layout-frame';
import type { LayoutProps } from '../layout-props';

// Enterprise: a full-width dark top bar, the menu in a bar of its own underneath.
export function EnterpriseLayout(props: LayoutProps) {
  return (
    <HorizontalLayoutFrame
      {...props}
      name="enterprise"
      menuPlacement="row"
      maxWidth={false}
      headerSx={{ bgcolor: '#0f172a', color: '#f8fafc' }}
      menuBarSx={{
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    />
  );
}
