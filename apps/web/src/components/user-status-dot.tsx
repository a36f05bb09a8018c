import Box from '@mui/material/Box';
import type { UserStatus } from '@rehearse/contracts/user';

const statusColors: Record<UserStatus, string> = {
  online: 'success.main',
  away: 'warning.main',
  busy: 'error.main',
  'not-visible': 'grey.500',
};

// Decorative: the status is always also given in words next to or around the dot.
export function UserStatusDot({ status, size = 10 }: { status: UserStatus; size?: number }) {
  return (
    <Box
      aria-hidden
      component="span"
      sx={{
        display: 'inline-block',
        width: size,
        height: size,
        borderRadius: '50%',
        bgcolor: statusColors[status],
        flexShrink: 0,
      }}
    />
  );
}
