import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryErrorState } from '../../components/error-state';
import { ScreenTitle } from '../../components/screen-title';
import { isApiError } from '../../lib/api-error';
import { billingSummaryQueryOptions } from './api/billing.queries';
import { BuyCredits } from './components/buy-credits';
import { LedgerSection } from './components/ledger-section';
import { PromoCodeForm } from './components/promo-code-form';
import { PurchasesSection } from './components/purchases-section';
import { SummaryCard } from './components/summary-card';
import { UsageSection } from './components/usage-section';
import { useCheckoutReturn } from './hooks/use-checkout-return';

function BillingSkeleton() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-busy="true"
      aria-label={t('billing.loading')}
      sx={{ display: 'grid', gap: 3 }}
    >
      <Skeleton variant="rounded" height={220} />
      <Skeleton variant="rounded" height={180} />
      <Skeleton variant="rounded" height={300} />
    </Box>
  );
}

// Billing and Usage (docs/decisions/059-billing-screen.md): the plan and credits, buying credit
// packs, promo codes, usage per month and per posting, and the ledger. Owners and recruiters
// only: the server answers a reviewer 403, which the screen explains. `goTo` leaves for the
// payment provider's page (window.location.assign in the app).
export function BillingScreen({ goTo }: { goTo: (url: string) => void }) {
  const { t } = useTranslation();
  const { cancelled, subscriptionPercentOff } = useCheckoutReturn();
  const summary = useQuery(billingSummaryQueryOptions());
  const forbidden = summary.isError && isApiError(summary.error) && summary.error.status === 403;
  return (
    <>
      <ScreenTitle>{t('screens.billing')}</ScreenTitle>
      <Box sx={{ display: 'grid', gap: 3 }}>
        {cancelled && (
          <Alert severity="info" role="status">
            {t('billing.checkoutCancelled')}
          </Alert>
        )}
        {forbidden ? (
          <Alert severity="info">
            <AlertTitle>{t('billing.reviewerOnly.title')}</AlertTitle>
            {t('billing.reviewerOnly.message')}
          </Alert>
        ) : summary.isError && !summary.data ? (
          <QueryErrorState title={t('billing.loadFailed')} query={summary} />
        ) : !summary.data ? (
          <BillingSkeleton />
        ) : (
          <>
            <Box
              sx={{
                display: 'grid',
                gap: 3,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
                alignItems: 'start',
              }}
            >
              <SummaryCard summary={summary.data} />
              <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
                <BuyCredits percentOff={subscriptionPercentOff} goTo={goTo} />
                <PromoCodeForm />
              </Box>
            </Box>
            <UsageSection />
            <LedgerSection />
            <PurchasesSection />
          </>
        )}
      </Box>
    </>
  );
}
