import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { User } from '@rehearse/contracts/user';
import { UserAvatar } from '../../components/user-avatar';

// The signed-in user inside the navigation panel of the classy and futuristic layouts.
export function NavigationUserCard({ user }: { user: User }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2.5, py: 2 }}>
      <UserAvatar user={user} size={40} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, color: 'inherit' }} noWrap>
          {user.name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'inherit', opacity: 0.7 }} noWrap>
          {user.email}
        </Typography>
      </Box>
    </Box>
  );
}
