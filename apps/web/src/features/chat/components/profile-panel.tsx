import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { USER_STATUSES, type User, type UserStatus } from '@rehearse/contracts/user';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryErrorState } from '../../../components/error-state';
import { useToast } from '../../../components/toast/use-toast';
import { UserAvatar } from '../../../components/user-avatar';
import { UserStatusDot } from '../../../components/user-status-dot';
import { useErrorText } from '../../../lib/error-text';
import { useUpdateCurrentUser } from '../../../lib/session/session.queries';
import { chatProfileQueryOptions } from '../api/chat.queries';
import { PanelHeader } from './panel-header';

// The user as their contacts see them in chat: picture, name, email and status text (the
// chat profile), and the status, which is the account's (the header's user menu sets it too).
export function ProfilePanel({ user, onBack }: { user: User; onBack: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const profile = useQuery(chatProfileQueryOptions());
  const update = useUpdateCurrentUser();
  // The chosen status shows at once; a refusal puts the account's back and says why.
  const [chosen, setChosen] = useState<UserStatus | null>(null);
  const status = chosen ?? user.status;

  const choose = (next: UserStatus) => {
    setChosen(next);
    update.mutate(
      { status: next },
      {
        onError: (error) =>
          toast({
            severity: 'error',
            message: t('chat.profile.statusFailed', { reason: errorText(error) }),
          }),
        onSettled: () => setChosen(null),
      },
    );
  };

  return (
    <>
      <PanelHeader
        title={t('chat.profile.title')}
        back={{ label: t('chat.backToChats'), onClick: onBack }}
      />
      <Box sx={{ p: 3, overflowY: 'auto', display: 'grid', gap: 3, alignContent: 'start' }}>
        <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1, textAlign: 'center' }}>
          <UserAvatar user={user} size={96} />
          <Typography variant="h6" component="p">
            {user.name}
          </Typography>
          <Typography color="text.secondary">{user.email}</Typography>
        </Box>
        <Box>
          <Typography variant="subtitle2" component="h3" color="text.secondary" gutterBottom>
            {t('chat.profile.about')}
          </Typography>
          {profile.isPending ? (
            <Skeleton width="80%" />
          ) : profile.isError ? (
            <QueryErrorState title={t('chat.profile.loadFailed')} query={profile} />
          ) : (
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{profile.data.about}</Typography>
          )}
        </Box>
        <FormControl>
          <FormLabel id="chat-profile-status">{t('chat.profile.status')}</FormLabel>
          <RadioGroup
            aria-labelledby="chat-profile-status"
            value={status}
            onChange={(event) => choose(event.target.value as UserStatus)}
          >
            {USER_STATUSES.map((value) => (
              <FormControlLabel
                key={value}
                value={value}
                control={<Radio />}
                label={
                  <Box
                    component="span"
                    sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}
                  >
                    <UserStatusDot status={value} />
                    {t(`status.${value}`)}
                  </Box>
                }
              />
            ))}
          </RadioGroup>
        </FormControl>
      </Box>
    </>
  );
}
