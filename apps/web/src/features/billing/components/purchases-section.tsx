import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Purchase } from '@rehearse/contracts/billing';
import { QueryErrorState } from '../../../components/error-state';
import { useTimeZone } from '../../../lib/time-zone';
import { PURCHASES_PAGE_SIZE, purchasesQueryOptions } from '../api/billing.queries';
import { BillingPagination } from './billing-pagination';
import { BillingSection } from './billing-section';

const STATUS_COLOR = { paid: 'success', open: 'default', expired: 'default' } as const;

// The organization's purchases, newest first (its receipts): the pack, what was charged, who
// bought it and whether the payment came through. The payment provider emails the receipt.
export function PurchasesSection() {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const [page, setPage] = useState(1);
  const purchases = useQuery(purchasesQueryOptions(page));
  const pages = purchases.data ? Math.ceil(purchases.data.total / PURCHASES_PAGE_SIZE) : 0;
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  const price = (purchase: Purchase) =>
    new Intl.NumberFormat(i18n.resolvedLanguage, {
      style: 'currency',
      currency: purchase.currency.toUpperCase(),
    }).format(purchase.amount_cents / 100);

  return (
    <BillingSection id="billing-purchases" title={t('billing.purchases.title')}>
      {purchases.isError && !purchases.data ? (
        <QueryErrorState title={t('billing.purchases.loadFailed')} query={purchases} />
      ) : !purchases.data ? (
        <Box sx={{ display: 'grid', gap: 1 }} aria-hidden="true">
          {[0, 1].map((i) => (
            <Skeleton key={i} variant="rounded" height={40} />
          ))}
        </Box>
      ) : purchases.data.items.length === 0 ? (
        <Typography color="text.secondary">{t('billing.purchases.empty')}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('billing.purchases.title')}
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}
        >
          {purchases.data.items.map((purchase) => (
            <Box
              component="li"
              key={purchase.id}
              sx={{
                borderBottom: 1,
                borderColor: 'divider',
                pb: 1.5,
                display: 'flex',
                flexWrap: 'wrap',
                gap: 1,
                alignItems: 'center',
                justifyContent: 'space-between',
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 500 }}>
                  {t('billing.purchases.pack', {
                    count: purchase.credits,
                    price: price(purchase),
                  })}
                  {purchase.percent_off !== null &&
                    ` · ${t('billing.purchases.percentOff', { percent: purchase.percent_off })}`}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {[date.format(new Date(purchase.created_at)), purchase.bought_by]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </Box>
              <Chip
                size="small"
                color={STATUS_COLOR[purchase.status]}
                label={t(`billing.purchases.status.${purchase.status}`)}
              />
            </Box>
          ))}
        </Box>
      )}
      <BillingPagination count={pages} page={page} onChange={setPage} />
    </BillingSection>
  );
}
