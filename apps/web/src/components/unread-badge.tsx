import type { ReactNode } from 'react';
import Badge from '@mui/material/Badge';

// A count badge drawn only above zero. MUI's Badge keeps an invisible badge's "0" in the DOM,
// which axe counts as visible text missing from the button's accessible name.
export function UnreadBadge({ count, children }: { count: number; children: ReactNode }) {
  if (count <= 0) return children;
  return (
    <Badge badgeContent={count} color="secondary" max={99}>
      {children}
    </Badge>
  );
}
