import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { USER_STATUSES, type User, type UserStatus } from '@rehearse/contracts/user';
import type { CandidateProfile } from '@rehearse/contracts/workspace';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UserStatusDot } from '../../../components/user-status-dot';
import { useUpdateCurrentUser } from '../../../lib/session/session.queries';
import { useUpdateProfile } from '../api/workspace.queries';
import { SaveRow } from './save-state';

export const NAME_MAX = 100;
export const HEADLINE_MAX = 160;

// Name, headline and status. Name and status belong to the account (PATCH common/user, which
// the header's user menu shows at once); the headline to the candidate profile.
export function DetailsForm({ user, profile }: { user: User; profile: CandidateProfile }) {
  const { t } = useTranslation();
  const updateUser = useUpdateCurrentUser();
  const updateProfile = useUpdateProfile();
  const [name, setName] = useState(user.name);
  const [headline, setHeadline] = useState(profile.headline);
  const [status, setStatus] = useState<UserStatus>(user.status);
  const [touched, setTouched] = useState(false);
  const save = useMutation({
    mutationFn: async () => {
      const userChanges = {
        ...(name.trim() !== user.name ? { name: name.trim() } : {}),
        ...(status !== user.status ? { status } : {}),
      };
      await Promise.all([
        Object.keys(userChanges).length ? updateUser.mutateAsync(userChanges) : null,
        headline.trim() !== profile.headline
          ? updateProfile.mutateAsync({ headline: headline.trim() })
          : null,
      ]);
    },
  });
  const nameError = !name.trim()
    ? t('workspace.profile.details.nameRequired')
    : name.trim().length > NAME_MAX
      ? t('workspace.profile.details.tooLong', { max: NAME_MAX })
      : null;
  const headlineError =
    headline.trim().length > HEADLINE_MAX
      ? t('workspace.profile.details.tooLong', { max: HEADLINE_MAX })
      : null;
  const unchanged =
    name.trim() === user.name && status === user.status && headline.trim() === profile.headline;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (nameError || headlineError) return;
    save.mutate();
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <TextField
          label={t('workspace.profile.details.name')}
          value={name}
          required
          autoComplete="name"
          onChange={(e) => {
            setName(e.target.value);
            save.reset();
          }}
          error={touched && nameError !== null}
          helperText={touched && nameError}
        />
        <TextField
          select
          label={t('workspace.profile.details.status')}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as UserStatus);
            save.reset();
          }}
          data-tour="profile-status"
        >
          {USER_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                <UserStatusDot status={s} />
                {t(`status.${s}`)}
              </Box>
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <TextField
        label={t('workspace.profile.details.headline')}
        placeholder={t('workspace.profile.details.headlinePlaceholder')}
        value={headline}
        onChange={(e) => {
          setHeadline(e.target.value);
          save.reset();
        }}
        error={headlineError !== null}
        helperText={
          headlineError ??
          t('workspace.profile.details.headlineHelp', {
            length: headline.trim().length,
            max: HEADLINE_MAX,
          })
        }
      />
      <SaveRow
        label={t('workspace.profile.details.save')}
        pending={save.isPending}
        disabled={unchanged}
        saved={save.isSuccess}
        savedText={t('workspace.profile.details.saved')}
        error={save.error}
      />
    </Box>
  );
}
