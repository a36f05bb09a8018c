import { HorizontalLayoutFrame } from '../horizontal-layout-frame';
import type { LayoutProps } from '../layout-props';

// Centered: header and content in one 1280 px column, the header a floating rounded card.
export function CenteredLayout(props: LayoutProps) {
  return (
    <HorizontalLayoutFrame
      {...props}
      name="centered"
      menuPlacement="inline"
      maxWidth={1280}
      headerSx={{
        bgcolor: 'background.paper',
        maxWidth: 1280,
        width: { xs: '100%', lg: 'calc(100% - 48px)' },
        mx: 'auto',
        mt: { xs: 0, lg: 2 },
        borderRadius: { xs: 0, lg: 3 },
        border: 1,
        borderColor: 'divider',
        top: { xs: 0, lg: 16 },
      }}
    />
  );
}
