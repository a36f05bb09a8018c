import Avatar from '@mui/material/Avatar';
import type { User } from '@rehearse/contracts/user';

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase() || '?';
}

// The name is always shown as text next to the avatar, so the picture itself is decorative.
export function UserAvatar({
  user,
  size = 36,
}: {
  user: Pick<User, 'name' | 'avatar'>;
  size?: number;
}) {
  return (
    <Avatar
      src={user.avatar ?? undefined}
      alt=""
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.4,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      {initialsOf(user.name)}
    </Avatar>
  );
}
