import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import { useMutation } from '@tanstack/react-query';
import { USER_STATUSES, type User } from '@rehearse/contracts/user';
import { HEADLINE_MAX_LENGTH, type CandidateProfile } from '@rehearse/contracts/workspace';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledTextField } from '../../../components/controlled-text-field';
import { UserStatusDot } from '../../../components/user-status-dot';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { applyServerError } from '../../../lib/forms/server-error';
import { useUpdateCurrentUser } from '../../../lib/session/session.queries';
import { useUpdateProfile } from '../api/workspace.queries';
import { detailsFormSchema, type DetailsFormValues } from './details-form-schema';
import { SaveRow } from './save-state';

// Name, headline and status. Name and status belong to the account (PATCH common/user, which
// the header's user menu shows at once); the headline to the candidate profile.
export function DetailsForm({ user, profile }: { user: User; profile: CandidateProfile }) {
  const { t } = useTranslation();
  const updateUser = useUpdateCurrentUser();
  const updateProfile = useUpdateProfile();
  const form = useForm({
    resolver: contractResolver(detailsFormSchema),
    mode: 'onChange',
    defaultValues: { name: user.name, status: user.status, headline: profile.headline },
  });
  const { control, handleSubmit, formState } = form;
  const save = useMutation({
    mutationFn: async ({ name, status, headline }: DetailsFormValues) => {
      const userChanges = {
        ...(name !== user.name ? { name } : {}),
        ...(status !== user.status ? { status } : {}),
      };
      await Promise.all([
        Object.keys(userChanges).length ? updateUser.mutateAsync(userChanges) : null,
        headline !== profile.headline ? updateProfile.mutateAsync({ headline }) : null,
      ]);
    },
    // PATCH common/user names its fields user.name, user.status.
    onError: (error) =>
      applyServerError(form, error, { fields: { 'user.name': 'name', 'user.status': 'status' } }),
  });
  const [name, status, headline] = useWatch({ control, name: ['name', 'status', 'headline'] });
  const unchanged =
    name.trim() === user.name && status === user.status && headline.trim() === profile.headline;
  const edited = () => save.reset();

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void handleSubmit((values) => save.mutate(values))(event)}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <ControlledTextField
          control={control}
          name="name"
          label={t('workspace.profile.details.name')}
          required
          autoComplete="name"
          onChange={edited}
        />
        <ControlledTextField
          control={control}
          name="status"
          select
          label={t('workspace.profile.details.status')}
          onChange={edited}
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
        </ControlledTextField>
      </Box>
      <ControlledTextField
        control={control}
        name="headline"
        label={t('workspace.profile.details.headline')}
        placeholder={t('workspace.profile.details.headlinePlaceholder')}
        onChange={edited}
        helperText={t('workspace.profile.details.headlineHelp', {
          length: headline.trim().length,
          max: HEADLINE_MAX_LENGTH,
        })}
      />
      <SaveRow
        label={t('workspace.profile.details.save')}
        pending={save.isPending}
        disabled={unchanged}
        saved={save.isSuccess}
        savedText={t('workspace.profile.details.saved')}
        error={formState.errors.root?.form}
      />
    </Box>
  );
}
