import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  saveSubscriptionSchema,
  type SubscriptionPromoResult,
} from '@rehearse/contracts/subscriptions';
import { ControlledTextField } from '../../../components/controlled-text-field';
import { useErrorText } from '../../../lib/error-text';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { applyServerError } from '../../../lib/forms/server-error';
import { currentUserQueryOptions } from '../../../lib/session/session.queries';
import { useRedeemPromoCode } from '../api/billing.queries';
import { BillingSection } from './billing-section';

const promoFormSchema = saveSubscriptionSchema.pick({ promo_code: true });

function PromoApplied({ promo }: { promo: SubscriptionPromoResult['promo'] }) {
  const { t } = useTranslation();
  return (
    <Alert severity="success" role="status">
      {promo.kind === 'credits'
        ? t('billing.promo.credits', { code: promo.code, count: promo.credits ?? 0 })
        : t('billing.promo.percent', { code: promo.code, percent: promo.percent_off ?? 0 })}
    </Alert>
  );
}

// "Have a promo code?": redeems it for the organization as the signed-in user; the answer (credits
// added, or a percent off the next purchase) or the refusal is said in the user's language.
export function PromoCodeForm() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const user = useQuery(currentUserQueryOptions());
  const redeem = useRedeemPromoCode();
  const form = useForm({
    resolver: contractResolver(promoFormSchema),
    defaultValues: { promo_code: '' },
  });
  const { control, handleSubmit, formState, reset } = form;
  const onSubmit = handleSubmit(({ promo_code }) => {
    if (!user.data) return;
    redeem.mutate(
      { user_id: user.data.id, promo_code },
      {
        onSuccess: () => reset({ promo_code: '' }),
        onError: (error) => applyServerError(form, error),
      },
    );
  });
  return (
    <BillingSection id="billing-promo" title={t('billing.promo.title')}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        sx={{ display: 'grid', gap: 2 }}
      >
        {formState.errors.root?.form && (
          <Alert severity="error" role="alert">
            {errorText(formState.errors.root.form)}
          </Alert>
        )}
        {redeem.data && !redeem.isPending && <PromoApplied promo={redeem.data.promo} />}
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <ControlledTextField
            control={control}
            name="promo_code"
            label={t('billing.promo.label')}
            size="small"
            autoComplete="off"
            onChange={() => redeem.reset()}
            sx={{ flex: '1 1 200px' }}
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'characters' } }}
          />
          <Button
            type="submit"
            variant="outlined"
            loading={redeem.isPending}
            disabled={!user.data}
            sx={{ minHeight: 40 }}
          >
            {t('billing.promo.apply')}
          </Button>
        </Box>
      </Box>
    </BillingSection>
  );
}
