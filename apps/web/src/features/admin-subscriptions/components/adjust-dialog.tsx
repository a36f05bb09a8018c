import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  ADJUSTMENT_MAX,
  adjustmentSchema,
  type AdjustmentResult,
  type AdminSubscription,
} from '@rehearse/contracts/admin-subscriptions';
import { ControlledTextField } from '../../../components/controlled-text-field';
import { useErrorText } from '../../../lib/error-text';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { applyServerError } from '../../../lib/forms/server-error';
import { useAdjustBalance } from '../api/admin-subscriptions.queries';

// The amount field holds text; the contract takes a whole number, never zero.
const formSchema = adjustmentSchema.omit({ idempotency_key: true }).extend({
  amount: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : undefined),
    adjustmentSchema.shape.amount,
  ),
});
type FormValues = { amount: string; reason: string };

type Props = {
  subscription: AdminSubscription;
  onClose: () => void;
};

// Add credits (a positive amount) or take them (negative) with a reason. The dialog makes one
// idempotency key when it opens, so a second click, or a retry after a lost answer, changes
// the balance once (docs/decisions/057-admin-workspace.md). Taking more than the free balance
// is refused (402) and said in the user's language.
export function AdjustDialog({ subscription, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const adjust = useAdjustBalance();
  const [result, setResult] = useState<AdjustmentResult | null>(null);
  const form = useForm<FormValues, unknown, z.output<typeof formSchema>>({
    resolver: contractResolver(formSchema),
    defaultValues: { amount: '', reason: '' },
  });
  const { control, handleSubmit, formState } = form;
  const number = new Intl.NumberFormat(i18n.resolvedLanguage, { signDisplay: 'exceptZero' });
  const plain = new Intl.NumberFormat(i18n.resolvedLanguage);
  const onSubmit = handleSubmit((values) => {
    adjust.mutate(
      {
        organizationId: subscription.organization_id,
        adjustment: { ...values, idempotency_key: idempotencyKey },
      },
      { onSuccess: setResult, onError: (error) => applyServerError(form, error) },
    );
  });
  const titleId = 'adjust-dialog-title';

  return (
    <Dialog
      open
      fullScreen={fullScreen}
      fullWidth
      maxWidth="xs"
      onClose={() => !adjust.isPending && onClose()}
      aria-labelledby={titleId}
    >
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id={titleId}>
          {t('adminSubscriptions.adjust.title', { name: subscription.organization_name })}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
          {result ? (
            <Alert severity="success" role="status">
              {result.applied
                ? t('adminSubscriptions.adjust.done', {
                    balance: plain.format(result.subscription.balance),
                  })
                : t('adminSubscriptions.adjust.alreadyDone', {
                    balance: plain.format(result.subscription.balance),
                  })}
            </Alert>
          ) : (
            <>
              <DialogContentText>
                {t('adminSubscriptions.adjust.intro', {
                  balance: plain.format(subscription.balance),
                  reserved: plain.format(subscription.reserved),
                })}
              </DialogContentText>
              {formState.errors.root?.form && (
                <Alert severity="error" role="alert">
                  {errorText(formState.errors.root.form)}
                </Alert>
              )}
              <ControlledTextField
                control={control}
                name="amount"
                type="number"
                label={t('adminSubscriptions.adjust.amount')}
                helperText={t('adminSubscriptions.adjust.amountHelp', {
                  max: number.format(ADJUSTMENT_MAX).replace('+', ''),
                })}
                required
                autoFocus
                slotProps={{ htmlInput: { step: 1, min: -ADJUSTMENT_MAX, max: ADJUSTMENT_MAX } }}
              />
              <ControlledTextField
                control={control}
                name="reason"
                label={t('adminSubscriptions.adjust.reason')}
                helperText={t('adminSubscriptions.adjust.reasonHelp')}
                required
                multiline
                minRows={2}
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
            </>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {result ? (
            <Button variant="contained" onClick={onClose}>
              {t('adminSubscriptions.adjust.close')}
            </Button>
          ) : (
            <>
              <Button onClick={onClose} disabled={adjust.isPending}>
                {t('adminSubscriptions.adjust.cancel')}
              </Button>
              <Button type="submit" variant="contained" disabled={adjust.isPending}>
                {t('adminSubscriptions.adjust.submit')}
              </Button>
            </>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
