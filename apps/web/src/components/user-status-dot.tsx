import Box from '@mui/material/Box';
import type { UserStatus } from '@rehearse/contracts/user';

// The status dot: online green, away amber, busy red, not-visible grey.
export const STATUS_COLORS: Record<UserStatus, string> = {
  online: '#22c55e',
  away: '#f59e0b',
  busy: '#ef4444',
  'not-visible': '#9ca3af',
};

// Decorative: the status is always also given in words next to or around the dot.
export function UserStatusDot({ status, size = 10 }: { status: UserStatus; size?: number }) {
  return (
    <Box
      aria-hidden
      component="span"
      data-status={status}
      sx={{
        display: 'inline-block',
        width: size,
        height: size,
        borderRadius: '50%',
        bgcolor: STATUS_COLORS[status],
        flexShrink: 0,
      }}
    />
  );
}
