import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CreditPack } from '@rehearse/contracts/billing';
import { ErrorState, QueryErrorState } from '../../../components/error-state';
import { creditPacksQueryOptions, useStartCheckout } from '../api/billing.queries';
import { BillingSection } from './billing-section';

const price = (cents: number, currency: string, locale: string | undefined) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );

// The credit packs. Choosing one starts a checkout session and goes to the payment provider's
// page (`goTo`, window.location.assign in the app); without a provider on this server the
// section says so and offers nothing to press.
export function BuyCredits({
  percentOff,
  goTo,
}: {
  percentOff: number | null;
  goTo: (url: string) => void;
}) {
  const { t } = useTranslation();
  const packs = useQuery(creditPacksQueryOptions());
  const checkout = useStartCheckout();
  // The page is left on success: the button stays pending until the browser goes.
  const leaving = checkout.isPending || checkout.isSuccess;
  return (
    <BillingSection id="billing-buy" title={t('billing.buy.title')}>
      {packs.isError ? (
        <QueryErrorState title={t('billing.buy.loadFailed')} query={packs} />
      ) : !packs.data ? (
        <Skeleton variant="rounded" height={120} aria-hidden="true" />
      ) : !packs.data.purchasing_available ? (
        <Alert severity="info">
          {/* The demo build (mode 'demo') runs its API in the browser and takes no payments. */}
          {t(
            import.meta.env.MODE === 'demo'
              ? 'billing.buy.unavailableInDemo'
              : 'billing.buy.unavailable',
          )}
        </Alert>
      ) : (
        <>
          {percentOff !== null && percentOff > 0 && (
            <Alert severity="success">{t('billing.buy.percentOff', { percent: percentOff })}</Alert>
          )}
          {checkout.isError && (
            <ErrorState title={t('billing.buy.failed')} error={checkout.error} />
          )}
          <Box
            component="ul"
            sx={{
              m: 0,
              p: 0,
              listStyle: 'none',
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
            }}
          >
            {packs.data.packs.map((pack) => (
              <PackCard
                key={pack.id}
                pack={pack}
                pending={leaving && checkout.variables === pack.id}
                disabled={leaving}
                onBuy={() =>
                  checkout.mutate(pack.id, { onSuccess: (session) => goTo(session.url) })
                }
              />
            ))}
          </Box>
          {leaving && (
            <Typography role="status" variant="body2" color="text.secondary">
              {t('billing.buy.opening')}
            </Typography>
          )}
        </>
      )}
    </BillingSection>
  );
}

function PackCard({
  pack,
  pending,
  disabled,
  onBuy,
}: {
  pack: CreditPack;
  pending: boolean;
  disabled: boolean;
  onBuy: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage;
  const total = price(pack.amount_cents, pack.currency, locale);
  return (
    <Card component="li" variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
          {t('billing.buy.credits', { count: pack.credits })}
        </Typography>
        <Typography sx={{ fontSize: '1.125rem', fontWeight: 500 }}>{total}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('billing.buy.perCredit', {
            price: price(Math.round(pack.amount_cents / pack.credits), pack.currency, locale),
          })}
        </Typography>
        <Button
          variant="contained"
          onClick={onBuy}
          disabled={disabled}
          loading={pending}
          aria-label={t('billing.buy.buyPack', { count: pack.credits, price: total })}
        >
          {t('billing.buy.buy')}
        </Button>
      </CardContent>
    </Card>
  );
}
