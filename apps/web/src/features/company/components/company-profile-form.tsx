import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  LOGO_TYPES,
  updateCompanyProfileSchema,
  type CompanyProfile,
} from '@rehearse/contracts/organizations';
import { ControlledTextField } from '../../../components/controlled-text-field';
import { ErrorState } from '../../../components/error-state';
import { useErrorText } from '../../../lib/error-text';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { applyServerError } from '../../../lib/forms/server-error';
import { useRemoveLogo, useUpdateCompanyProfile, useUploadLogo } from '../api/company.queries';

const formSchema = updateCompanyProfileSchema.required();

const formValues = (profile: CompanyProfile) => ({
  name: profile.name,
  website: profile.website ?? '',
  about: profile.about ?? '',
  brand_color: profile.brand_color ?? '',
});

// The company profile: owners and recruiters edit it, reviewers read it.
export function CompanyProfileForm({ profile }: { profile: CompanyProfile }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const editable = profile.role !== 'reviewer';
  const update = useUpdateCompanyProfile();
  const form = useForm({
    resolver: contractResolver(formSchema),
    defaultValues: formValues(profile),
  });
  const { control, handleSubmit, formState, setValue, reset } = form;
  const color = useWatch({ control, name: 'brand_color' });
  const onSubmit = handleSubmit((values) => {
    update.reset();
    update.mutate(values, {
      // The saved values as the server keeps them (trimmed, lower-case colour).
      onSuccess: (saved) => reset(formValues(saved)),
      onError: (error) => applyServerError(form, error),
    });
  });

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <LogoField profile={profile} editable={editable} />
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        sx={{ display: 'grid', gap: 2.5 }}
      >
        {formState.errors.root?.form && (
          <Alert severity="error" role="alert">
            {errorText(formState.errors.root.form)}
          </Alert>
        )}
        <ControlledTextField
          control={control}
          name="name"
          label={t('company.profile.name')}
          required
          disabled={!editable}
        />
        <ControlledTextField
          control={control}
          name="website"
          label={t('company.profile.website')}
          placeholder="https://"
          type="url"
          disabled={!editable}
        />
        <ControlledTextField
          control={control}
          name="about"
          label={t('company.profile.about')}
          multiline
          minRows={3}
          disabled={!editable}
        />
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <ControlledTextField
            control={control}
            name="brand_color"
            label={t('company.profile.brandColor')}
            placeholder="#1e88e5"
            helperText={t('company.profile.brandColorHelp')}
            disabled={!editable}
            sx={{ flexGrow: 1 }}
          />
          <Box
            component="input"
            type="color"
            aria-label={t('company.profile.pickColor')}
            disabled={!editable}
            value={/^#[0-9a-fA-F]{6}$/.test(color ?? '') ? color : '#000000'}
            onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
              setValue('brand_color', event.target.value, { shouldDirty: true })
            }
            sx={{ width: 56, height: 56, p: 0.5, border: 0, background: 'none' }}
          />
        </Box>
        {editable && (
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <Button type="submit" variant="contained" disabled={update.isPending}>
              {t('company.profile.save')}
            </Button>
            {update.isSuccess && (
              <Typography role="status" color="success.main">
                {t('company.profile.saved')}
              </Typography>
            )}
          </Box>
        )}
      </Box>
    </Box>
  );
}

function LogoField({ profile, editable }: { profile: CompanyProfile; editable: boolean }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const failed = upload.error ?? remove.error;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box
          sx={{
            width: 72,
            height: 72,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            display: 'grid',
            placeItems: 'center',
            overflow: 'hidden',
          }}
        >
          {profile.logo_url ? (
            <Box
              component="img"
              src={profile.logo_url}
              alt={t('company.profile.logoAlt', { name: profile.name })}
              sx={{ maxWidth: '100%', maxHeight: '100%' }}
            />
          ) : (
            <Typography variant="caption" color="text.secondary">
              {t('company.profile.noLogo')}
            </Typography>
          )}
        </Box>
        {editable && (
          <>
            <input
              ref={input}
              type="file"
              hidden
              accept={LOGO_TYPES.join(',')}
              aria-label={t('company.profile.logoFile')}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) {
                  remove.reset();
                  upload.mutate(file);
                }
              }}
            />
            <Button
              variant="outlined"
              disabled={upload.isPending}
              onClick={() => input.current?.click()}
            >
              {profile.logo_url
                ? t('company.profile.replaceLogo')
                : t('company.profile.uploadLogo')}
            </Button>
            {profile.logo_url && (
              <Button
                color="error"
                disabled={remove.isPending}
                onClick={() => {
                  upload.reset();
                  remove.mutate();
                }}
              >
                {t('company.profile.removeLogo')}
              </Button>
            )}
          </>
        )}
      </Box>
      {editable && (
        <Typography variant="body2" color="text.secondary">
          {t('company.profile.logoRules')}
        </Typography>
      )}
      {failed && <ErrorState title={t('company.profile.logoFailed')} error={failed} />}
    </Box>
  );
}
