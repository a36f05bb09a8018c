import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  updateAdminOrganizationSchema,
  type AdminOrganizationDetail,
} from '@rehearse/contracts/admin-organizations';
import { ORGANIZATION_TYPES } from '@rehearse/contracts/organizations';
import { ControlledTextField } from '../../../components/controlled-text-field';
import { useErrorText } from '../../../lib/error-text';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { applyServerError } from '../../../lib/forms/server-error';
import { useCreateOrganization, useUpdateOrganization } from '../api/admin-organizations.queries';

// The edit contract with its name and type required: a new organization needs both, and the
// website and colour follow the company profile's rules ('' clears them).
const formSchema = updateAdminOrganizationSchema.required({ name: true, type: true });
type FormValues = {
  name: string;
  type: (typeof ORGANIZATION_TYPES)[number];
  website: string;
  brand_color: string;
};

const valuesOf = (organization: AdminOrganizationDetail | null): FormValues => ({
  name: organization?.name ?? '',
  type: organization?.type ?? 'recruiting',
  website: organization?.website ?? '',
  brand_color: organization?.brand_color ?? '',
});

type Props = {
  // null: a new organization.
  organization: AdminOrganizationDetail | null;
  onClose: (saved?: AdminOrganizationDetail) => void;
};

// Create or edit an organization: name, type, website and brand colour. A new organization is
// created with its name and type (POST), then given its website and colour (PATCH); if that
// second step is refused, the dialog stays open on the organization now created.
export function OrganizationDialog({ organization, onClose }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const create = useCreateOrganization();
  const update = useUpdateOrganization();
  // The organization this dialog edits: the one given, or the one it just created.
  const [current, setCurrent] = useState(organization);
  const saving = create.isPending || update.isPending;
  const form = useForm<FormValues, unknown, z.output<typeof formSchema>>({
    resolver: contractResolver(formSchema),
    defaultValues: valuesOf(organization),
  });
  const { control, handleSubmit, formState, setValue } = form;
  const color = useWatch({ control, name: 'brand_color' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      let saved = current;
      if (!saved) {
        saved = await create.mutateAsync({ name: values.name, type: values.type });
        setCurrent(saved);
        if (values.website === null && values.brand_color === null) return onClose(saved);
        saved = await update.mutateAsync({
          id: saved.id,
          patch: { website: values.website, brand_color: values.brand_color },
        });
      } else {
        saved = await update.mutateAsync({ id: saved.id, patch: values });
      }
      onClose(saved);
    } catch (error) {
      applyServerError(form, error);
    }
  });
  const titleId = 'organization-dialog-title';

  return (
    <Dialog
      open
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      onClose={() => !saving && onClose(current ?? undefined)}
      aria-labelledby={titleId}
    >
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id={titleId}>
          {current
            ? t('adminOrganizations.dialog.editTitle')
            : t('adminOrganizations.dialog.newTitle')}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
          {current && !organization && (
            <Alert severity="info">{t('adminOrganizations.dialog.createdNotice')}</Alert>
          )}
          {formState.errors.root?.form && (
            <Alert severity="error" role="alert">
              {errorText(formState.errors.root.form)}
            </Alert>
          )}
          <ControlledTextField
            control={control}
            name="name"
            label={t('adminOrganizations.dialog.name')}
            required
            autoFocus
          />
          <ControlledTextField
            control={control}
            name="type"
            select
            label={t('adminOrganizations.dialog.type')}
            required
          >
            {ORGANIZATION_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`adminOrganizations.types.${type}`)}
              </MenuItem>
            ))}
          </ControlledTextField>
          <ControlledTextField
            control={control}
            name="website"
            type="url"
            label={t('adminOrganizations.dialog.website')}
            placeholder="https://"
          />
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <ControlledTextField
              control={control}
              name="brand_color"
              label={t('adminOrganizations.dialog.brandColor')}
              placeholder="#1e88e5"
              helperText={t('adminOrganizations.dialog.brandColorHelp')}
              sx={{ flexGrow: 1 }}
            />
            <Box
              component="input"
              type="color"
              aria-label={t('adminOrganizations.dialog.pickColor')}
              value={/^#[0-9a-fA-F]{6}$/.test(color) ? color : '#000000'}
              onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
                setValue('brand_color', event.target.value, { shouldDirty: true })
              }
              sx={{ width: 56, height: 56, p: 0.5, border: 0, background: 'none' }}
            />
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => onClose(current ?? undefined)} disabled={saving}>
            {t('adminOrganizations.dialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {current ? t('adminOrganizations.dialog.save') : t('adminOrganizations.dialog.create')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
