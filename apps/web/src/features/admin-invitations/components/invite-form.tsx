import { useDeferredValue, useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  createPlatformInvitationSchema,
  PLATFORM_INVITATION_ROLES,
  type CreatePlatformInvitationInput,
} from '@rehearse/contracts/admin-invitations';
import type { AdminOrganization } from '@rehearse/contracts/admin-organizations';
import { ControlledTextField } from '../../../components/controlled-text-field';
import { useErrorText } from '../../../lib/error-text';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { applyServerError } from '../../../lib/forms/server-error';
import {
  recruitingOrganizationsQueryOptions,
  useCreatePlatformInvitation,
} from '../api/admin-invitations.queries';

type Values = {
  email: string;
  role: CreatePlatformInvitationInput['role'];
  organization_id?: string;
};

// Invite by email as an admin, a recruiter of a recruiting organization (searched by name) or a
// candidate; the server emails the link.
export function InviteForm() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const create = useCreatePlatformInvitation();
  const form = useForm<Values, unknown, CreatePlatformInvitationInput>({
    resolver: contractResolver(createPlatformInvitationSchema),
    defaultValues: { email: '', role: 'candidate', organization_id: undefined },
  });
  const { control, handleSubmit, formState, reset, setValue } = form;
  const role = useWatch({ control, name: 'role' });
  const onSubmit = handleSubmit((values) => {
    create.mutate(values, {
      onSuccess: () => reset({ email: '', role: values.role, organization_id: undefined }),
      onError: (error) => applyServerError(form, error),
    });
  });
  return (
    <Box
      component="form"
      noValidate
      aria-label={t('adminInvitations.form.title')}
      onSubmit={(event) => void onSubmit(event)}
      sx={{ display: 'grid', gap: 2 }}
    >
      {formState.errors.root?.form && (
        <Alert severity="error" role="alert">
          {errorText(formState.errors.root.form)}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(220px, 2fr) minmax(150px, 1fr) auto' },
        }}
      >
        <ControlledTextField
          control={control}
          name="email"
          type="email"
          label={t('adminInvitations.form.email')}
          autoComplete="off"
          required
          onChange={() => create.reset()}
        />
        <ControlledTextField
          control={control}
          name="role"
          select
          label={t('adminInvitations.form.role')}
          onChange={(event) => {
            create.reset();
            if (event.target.value !== 'recruiter') setValue('organization_id', undefined);
          }}
        >
          {PLATFORM_INVITATION_ROLES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`adminInvitations.roles.${value}`)}
            </MenuItem>
          ))}
        </ControlledTextField>
        <Button
          type="submit"
          variant="contained"
          disabled={create.isPending}
          sx={{ mt: { md: 1 }, justifySelf: { xs: 'start', md: 'stretch' } }}
        >
          {t('adminInvitations.form.invite')}
        </Button>
      </Box>
      {role === 'recruiter' && <OrganizationPicker control={control} />}
      {create.isSuccess && (
        <Typography role="status" color="success.main">
          {t('adminInvitations.form.sent', { email: create.data.email })}
        </Typography>
      )}
    </Box>
  );
}

function OrganizationPicker({
  control,
}: {
  control: Control<Values, unknown, CreatePlatformInvitationInput>;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { field, fieldState } = useController({ control, name: 'organization_id' });
  const [input, setInput] = useState('');
  const search = useDeferredValue(input.trim());
  const [chosen, setChosen] = useState<AdminOrganization | null>(null);
  const organizations = useQuery(recruitingOrganizationsQueryOptions(search));
  const value = chosen && chosen.id === field.value ? chosen : null;
  const error = fieldState.error && errorText(fieldState.error);
  return (
    <Autocomplete
      options={organizations.data ?? []}
      value={value}
      onChange={(_, next) => {
        setChosen(next);
        field.onChange(next?.id);
      }}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, other) => option.id === other.id}
      // The server filters by name.
      filterOptions={(options) => options}
      loading={organizations.isFetching}
      loadingText={t('adminInvitations.form.organizationsLoading')}
      noOptionsText={
        organizations.isError
          ? t('adminInvitations.form.organizationsFailed')
          : t('adminInvitations.form.noOrganizations')
      }
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          required
          label={t('adminInvitations.form.organization')}
          error={Boolean(error)}
          helperText={error ?? t('adminInvitations.form.organizationHelp')}
        />
      )}
      sx={{ maxWidth: { md: 480 } }}
    />
  );
}
