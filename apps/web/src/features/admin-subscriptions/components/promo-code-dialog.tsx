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
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PROMO_KINDS } from '@rehearse/contracts/billing';
import {
  createPromoCodeSchema,
  promoCodeIssues,
  type PromoCode,
} from '@rehearse/contracts/admin-promo-codes';
import { withCode } from '@rehearse/contracts/validation-issues';
import { ControlledTextField } from '../../../components/controlled-text-field';
import { useErrorText } from '../../../lib/error-text';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { applyServerError } from '../../../lib/forms/server-error';
import { useCreatePromoCode, useUpdatePromoCode } from '../api/admin-subscriptions.queries';

const shape = createPromoCodeSchema.shape;
// The fields hold text: an empty number or date is "none" (null).
const optionalNumber = (schema: z.ZodType) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : null), schema);
// A datetime-local value (the reader's clock) becomes an instant.
const optionalInstant = (schema: z.ZodType) =>
  z.preprocess((v) => {
    if (typeof v !== 'string' || v === '') return null;
    const date = new Date(v);
    return Number.isNaN(date.getTime()) ? v : date.toISOString();
  }, schema);

const formSchema = z
  .object({
    code: shape.code,
    kind: shape.kind,
    credits: optionalNumber(shape.credits),
    percent_off: optionalNumber(shape.percent_off),
    starts_at: optionalInstant(shape.starts_at),
    ends_at: optionalInstant(shape.ends_at),
    max_redemptions: optionalNumber(shape.max_redemptions),
    max_per_organization: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : undefined),
      shape.max_per_organization,
    ),
  })
  // The contract's rules across fields (credits or percent by kind; end after start).
  .superRefine((value, ctx) => {
    for (const issue of promoCodeIssues(value as Parameters<typeof promoCodeIssues>[0]))
      ctx.addIssue({ code: 'custom', path: [issue.path], ...withCode(issue.code, issue.message) });
  });
type FormOutput = z.output<typeof formSchema>;
type FormValues = {
  code: string;
  kind: (typeof PROMO_KINDS)[number];
  credits: string;
  percent_off: string;
  starts_at: string;
  ends_at: string;
  max_redemptions: string;
  max_per_organization: string;
};

// An instant as a datetime-local value on the reader's clock.
const localInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};
const text = (n: number | null) => (n === null ? '' : String(n));

const valuesOf = (promo: PromoCode | null): FormValues => ({
  code: promo?.code ?? '',
  kind: promo?.kind ?? 'credits',
  credits: text(promo?.credits ?? null),
  percent_off: text(promo?.percent_off ?? null),
  starts_at: localInput(promo?.starts_at ?? null),
  ends_at: localInput(promo?.ends_at ?? null),
  max_redemptions: text(promo?.max_redemptions ?? null),
  max_per_organization: String(promo?.max_per_organization ?? 1),
});

// Create or edit a promo code. A redeemed code keeps its code and kind (the server refuses a
// change with admin.promo_code_redeemed); the dialog says so and locks them.
export function PromoCodeDialog({
  promo,
  onClose,
}: {
  promo: PromoCode | null;
  onClose: (saved?: PromoCode) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const create = useCreatePromoCode();
  const update = useUpdatePromoCode();
  const saving = create.isPending || update.isPending;
  const redeemed = (promo?.redemption_count ?? 0) > 0;
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: contractResolver(formSchema),
    defaultValues: valuesOf(promo),
  });
  const { control, handleSubmit, formState, setValue } = form;
  const kind = useWatch({ control, name: 'kind' });
  const onSubmit = handleSubmit((values) => {
    const done = {
      onSuccess: (saved: PromoCode) => onClose(saved),
      onError: (error: unknown) => applyServerError(form, error),
    };
    if (!promo) return create.mutate(values as z.output<typeof createPromoCodeSchema>, done);
    const { code, kind: newKind, ...rest } = values as z.output<typeof createPromoCodeSchema>;
    update.mutate(
      { id: promo.id, patch: redeemed ? rest : { code, kind: newKind, ...rest } },
      done,
    );
  });
  const titleId = 'promo-dialog-title';

  return (
    <Dialog
      open
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      onClose={() => !saving && onClose()}
      aria-labelledby={titleId}
    >
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id={titleId}>
          {promo ? t('adminPromoCodes.dialog.editTitle') : t('adminPromoCodes.dialog.newTitle')}
        </DialogTitle>
        <DialogContent
          sx={{
            display: 'grid',
            gap: 2.5,
            pt: '8px !important',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {redeemed && (
            <Alert severity="info" sx={{ gridColumn: '1 / -1' }}>
              {t('adminPromoCodes.dialog.redeemedNotice', { count: promo!.redemption_count })}
            </Alert>
          )}
          {formState.errors.root?.form && (
            <Alert severity="error" role="alert" sx={{ gridColumn: '1 / -1' }}>
              {errorText(formState.errors.root.form)}
            </Alert>
          )}
          <ControlledTextField
            control={control}
            name="code"
            label={t('adminPromoCodes.fields.code')}
            helperText={t('adminPromoCodes.dialog.codeHelp')}
            required
            autoFocus={!redeemed}
            disabled={redeemed}
            slotProps={{ htmlInput: { maxLength: 40, style: { textTransform: 'uppercase' } } }}
          />
          <ControlledTextField
            control={control}
            name="kind"
            select
            label={t('adminPromoCodes.fields.kind')}
            required
            disabled={redeemed}
            // Only the kind's own amount is kept: the other would be refused.
            onChange={(event) =>
              setValue(event.target.value === 'credits' ? 'percent_off' : 'credits', '')
            }
          >
            {PROMO_KINDS.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`adminPromoCodes.kinds.${value}`)}
              </MenuItem>
            ))}
          </ControlledTextField>
          {kind === 'credits' ? (
            <ControlledTextField
              control={control}
              name="credits"
              type="number"
              label={t('adminPromoCodes.fields.credits')}
              required
              slotProps={{ htmlInput: { step: 1, min: 1 } }}
            />
          ) : (
            <ControlledTextField
              control={control}
              name="percent_off"
              type="number"
              label={t('adminPromoCodes.fields.percentOff')}
              required
              slotProps={{ htmlInput: { step: 1, min: 1, max: 100 } }}
            />
          )}
          <ControlledTextField
            control={control}
            name="max_redemptions"
            type="number"
            label={t('adminPromoCodes.fields.maxRedemptions')}
            helperText={t('adminPromoCodes.dialog.unlimited')}
            slotProps={{ htmlInput: { step: 1, min: 1 } }}
          />
          <ControlledTextField
            control={control}
            name="starts_at"
            type="datetime-local"
            label={t('adminPromoCodes.fields.startsAt')}
            helperText={t('adminPromoCodes.dialog.startsHelp')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <ControlledTextField
            control={control}
            name="ends_at"
            type="datetime-local"
            label={t('adminPromoCodes.fields.endsAt')}
            helperText={t('adminPromoCodes.dialog.endsHelp')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <ControlledTextField
            control={control}
            name="max_per_organization"
            type="number"
            label={t('adminPromoCodes.fields.maxPerOrganization')}
            slotProps={{ htmlInput: { step: 1, min: 1 } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => onClose()} disabled={saving}>
            {t('adminPromoCodes.dialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {promo ? t('adminPromoCodes.dialog.save') : t('adminPromoCodes.dialog.create')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
