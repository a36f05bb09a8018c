import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import type { LayoutName } from '@rehearse/contracts/settings';
import { EmptyLayout } from './empty-layout';
import { MAIN_CONTENT_ID, type LayoutProps } from './layout-props';
import { CenteredLayout } from './layouts/centered-layout';
import { ClassicLayout } from './layouts/classic-layout';
import { ClassyLayout } from './layouts/classy-layout';
import { CompactLayout } from './layouts/compact-layout';
import { DenseLayout } from './layouts/dense-layout';
import { EnterpriseLayout } from './layouts/enterprise-layout';
import { FuturisticLayout } from './layouts/futuristic-layout';
import { MaterialLayout } from './layouts/material-layout';
import { ModernLayout } from './layouts/modern-layout';
import { ThinLayout } from './layouts/thin-layout';

// "empty": the content alone (the root's loading bar still shows), with the page's padding.
function EmptyShellLayout({ children }: LayoutProps) {
  return (
    <EmptyLayout>
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, p: { xs: 2, sm: 3, md: 4 }, outline: 'none' }}
      >
        {children}
      </Box>
    </EmptyLayout>
  );
}

export const LAYOUT_COMPONENTS: Record<LayoutName, ComponentType<LayoutProps>> = {
  empty: EmptyShellLayout,
  centered: CenteredLayout,
  enterprise: EnterpriseLayout,
  material: MaterialLayout,
  modern: ModernLayout,
  classic: ClassicLayout,
  classy: ClassyLayout,
  compact: CompactLayout,
  dense: DenseLayout,
  futuristic: FuturisticLayout,
  thin: ThinLayout,
};

// Top-menu layouts; the others have a side navigation.
export const HORIZONTAL_LAYOUTS: readonly LayoutName[] = [
  'centered',
  'enterprise',
  'material',
  'modern',
];
