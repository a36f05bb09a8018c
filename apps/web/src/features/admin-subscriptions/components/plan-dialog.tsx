import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PLAN_IDS, PLAN_TERMS, type PlanId } from '@rehearse/contracts/billing';
import {
  updateAdminSubscriptionSchema,
  type AdminSubscription,
} from '@rehearse/contracts/admin-subscriptions';
import { ControlledTextField } from '../../../components/controlled-text-field';
import { useErrorText } from '../../../lib/error-text';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { applyServerError } from '../../../lib/forms/server-error';
import { useUpdateSubscription } from '../api/admin-subscriptions.queries';

const whole = (schema: z.ZodType) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : undefined),
    schema,
  );
const shape = updateAdminSubscriptionSchema.shape;
const formSchema = z.object({
  plan: shape.plan.unwrap(),
  seats: whole(shape.seats.unwrap()),
  monthly_allowance: whole(shape.monthly_allowance.unwrap()),
});
type FormValues = { plan: PlanId; seats: string; monthly_allowance: string };

// Change the plan, seats and monthly allowance. Picking a plan fills in its terms, which the
// admin may then change.
export function PlanDialog({
  subscription,
  onClose,
}: {
  subscription: AdminSubscription;
  onClose: (saved?: AdminSubscription) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const update = useUpdateSubscription();
  const form = useForm<FormValues, unknown, z.output<typeof formSchema>>({
    resolver: contractResolver(formSchema),
    defaultValues: {
      plan: subscription.plan,
      seats: String(subscription.seats),
      monthly_allowance: String(subscription.monthly_allowance),
    },
  });
  const { control, handleSubmit, formState, setValue } = form;
  const onSubmit = handleSubmit((values) =>
    update.mutate(
      {
        organizationId: subscription.organization_id,
        patch: values as z.output<typeof updateAdminSubscriptionSchema>,
      },
      { onSuccess: (saved) => onClose(saved), onError: (error) => applyServerError(form, error) },
    ),
  );
  const titleId = 'plan-dialog-title';

  return (
    <Dialog
      open
      fullScreen={fullScreen}
      fullWidth
      maxWidth="xs"
      onClose={() => !update.isPending && onClose()}
      aria-labelledby={titleId}
    >
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id={titleId}>
          {t('adminSubscriptions.plan.title', { name: subscription.organization_name })}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
          <DialogContentText>{t('adminSubscriptions.plan.intro')}</DialogContentText>
          {formState.errors.root?.form && (
            <Alert severity="error" role="alert">
              {errorText(formState.errors.root.form)}
            </Alert>
          )}
          <ControlledTextField
            control={control}
            name="plan"
            select
            label={t('adminSubscriptions.columns.plan')}
            onChange={(event) => {
              const terms = PLAN_TERMS[event.target.value as PlanId];
              setValue('seats', String(terms.seats));
              setValue('monthly_allowance', String(terms.monthlyAllowance));
            }}
          >
            {PLAN_IDS.map((plan) => (
              <MenuItem key={plan} value={plan}>
                {t(`adminPlans.${plan}`)}
              </MenuItem>
            ))}
          </ControlledTextField>
          <ControlledTextField
            control={control}
            name="seats"
            type="number"
            label={t('adminSubscriptions.columns.seats')}
            slotProps={{ htmlInput: { step: 1, min: 1 } }}
          />
          <ControlledTextField
            control={control}
            name="monthly_allowance"
            type="number"
            label={t('adminSubscriptions.columns.monthly_allowance')}
            slotProps={{ htmlInput: { step: 1, min: 0 } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => onClose()} disabled={update.isPending}>
            {t('adminSubscriptions.adjust.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {t('adminSubscriptions.plan.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
