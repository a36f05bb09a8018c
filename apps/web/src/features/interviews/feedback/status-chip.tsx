import Chip from '@mui/material/Chip';
import type { MetricStatus } from '@rehearse/feedback/types';
import type { ReactNode } from 'react';
import { statusColor } from '../../../lib/feedback/metric-text';

// A metric's status as a filled chip. Text on MUI's light-scheme warning orange is dark: white
// on it falls short of the 4.5:1 contrast small text needs.
export function StatusChip({ status, label }: { status: MetricStatus; label: ReactNode }) {
  const color = statusColor(status);
  return (
    <Chip
      size="small"
      color={color}
      variant={color === 'default' ? 'outlined' : 'filled'}
      label={label}
      sx={{ '&.MuiChip-colorWarning': { color: 'rgba(0, 0, 0, 0.87)' }, fontWeight: 600 }}
    />
  );
}
