import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { BoardMember } from '@rehearse/contracts/scrumboard';
import { initialsOf } from '../../../components/user-avatar';
import { visuallyHidden } from '../../../components/visually-hidden';

// The people shown on a board. The API has no calls that change them (decision 066), so they are
// shown (named on hover and for screen readers) and not edited here.
export function BoardMembers({ members, size = 28 }: { members: BoardMember[]; size?: number }) {
  const { t } = useTranslation();
  if (members.length === 0) return null;
  return (
    <Box sx={{ display: 'flex' }}>
      <Box component="span" sx={visuallyHidden}>
        {t('scrumboard.members', { names: members.map((m) => m.name).join(', ') })}
      </Box>
      <AvatarGroup
        max={5}
        aria-hidden
        sx={{ '& .MuiAvatar-root': { width: size, height: size, fontSize: size * 0.4 } }}
      >
        {members.map((member) => (
          <Avatar
            key={member.id}
            src={member.avatar ?? undefined}
            alt=""
            title={member.name}
            sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}
          >
            {initialsOf(member.name)}
          </Avatar>
        ))}
      </AvatarGroup>
    </Box>
  );
}
