import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminSubscription, LedgerEntry } from '@rehearse/contracts/admin-subscriptions';
import { QueryErrorState } from '../../../components/error-state';
import { useTimeZone } from '../../../lib/time-zone';
import { LEDGER_PAGE_SIZE, ledgerQueryOptions } from '../api/admin-subscriptions.queries';

type Props = {
  organizationId: string;
  // The subscription as the list shows it; undefined when it is not on the page shown.
  subscription: AdminSubscription | undefined;
  ledgerPage: number;
  onLedgerPage: (page: number) => void;
  onClose: () => void;
  onChangePlan: (subscription: AdminSubscription) => void;
  onAdjust: (subscription: AdminSubscription) => void;
};

// One subscription beside the list: its terms, the actions, and its credit ledger, newest first.
export function SubscriptionPanel({
  organizationId,
  subscription,
  ledgerPage,
  onLedgerPage,
  onClose,
  onChangePlan,
  onAdjust,
}: Props) {
  const { t, i18n } = useTranslation();
  const ledger = useQuery(ledgerQueryOptions(organizationId, ledgerPage));
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  const pages = ledger.data ? Math.ceil(ledger.data.total / LEDGER_PAGE_SIZE) : 0;
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{
        paper: {
          sx: {
            width: { xs: '100%', sm: 520 },
            p: 3,
            display: 'grid',
            gap: 2,
            alignContent: 'start',
          },
          role: 'dialog',
          'aria-labelledby': 'subscription-panel-title',
        } as object,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Typography
          id="subscription-panel-title"
          variant="h2"
          sx={{ flexGrow: 1, fontSize: '1.25rem', overflowWrap: 'anywhere' }}
        >
          {subscription?.organization_name ?? t('adminSubscriptions.panel.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('adminSubscriptions.panel.close')}>
          <Close />
        </IconButton>
      </Box>
      {subscription ? (
        <>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
              gap: 1.5,
            }}
          >
            {(
              [
                ['plan', t(`adminPlans.${subscription.plan}`)],
                ['balance', number.format(subscription.balance)],
                ['reserved', number.format(subscription.reserved)],
                ['monthly_allowance', number.format(subscription.monthly_allowance)],
                ['seats', number.format(subscription.seats)],
              ] as const
            ).map(([key, value]) => (
              <Box key={key}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {t(`adminSubscriptions.columns.${key}`)}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={() => onAdjust(subscription)}>
              {t('adminSubscriptions.adjust.open')}
            </Button>
            <Button variant="outlined" onClick={() => onChangePlan(subscription)}>
              {t('adminSubscriptions.plan.open')}
            </Button>
          </Box>
        </>
      ) : (
        <Typography color="text.secondary">{t('adminSubscriptions.panel.notOnPage')}</Typography>
      )}
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mt: 1 }}>
        {t('adminSubscriptions.ledger.title')}
      </Typography>
      {ledger.isError && !ledger.data ? (
        <QueryErrorState title={t('adminSubscriptions.ledger.loadFailed')} query={ledger} />
      ) : !ledger.data ? (
        <Box role="status" aria-busy="true" aria-label={t('adminSubscriptions.ledger.loading')}>
          <Skeleton variant="rounded" height={120} />
        </Box>
      ) : ledger.data.entries.length === 0 ? (
        <Typography color="text.secondary">{t('adminSubscriptions.ledger.empty')}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('adminSubscriptions.ledger.title')}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
        >
          {ledger.data.entries.map((entry) => (
            <LedgerRow key={entry.id} entry={entry} />
          ))}
        </Box>
      )}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(ledgerPage, pages)}
          onChange={(_, page) => onLedgerPage(page)}
          size="small"
          getItemAriaLabel={(type, item) =>
            type === 'page'
              ? t('adminSubscriptions.pageLinks.page', { page: item })
              : type === 'first' || type === 'last' || type === 'next' || type === 'previous'
                ? t(`adminSubscriptions.pageLinks.${type}`)
                : ''
          }
          sx={{ justifySelf: 'center' }}
        />
      )}
    </Drawer>
  );
}

function LedgerRow({ entry }: { entry: LedgerEntry }) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const signed = new Intl.NumberFormat(i18n.resolvedLanguage, { signDisplay: 'exceptZero' });
  const when = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(entry.created_at));
  return (
    <Box
      component="li"
      sx={{
        p: 1.25,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1.5,
        display: 'grid',
        gap: 0.25,
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {t(`adminSubscriptions.ledger.kinds.${entry.kind}`)}
        </Typography>
        <Typography
          sx={{
            fontWeight: 600,
            color:
              entry.amount < 0
                ? 'error.main'
                : entry.amount > 0
                  ? 'success.main'
                  : 'text.secondary',
          }}
        >
          {t('adminSubscriptions.ledger.amount', { amount: signed.format(entry.amount) })}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {when}
        {entry.reserved_change !== 0 &&
          ` · ${t('adminSubscriptions.ledger.reservedChange', { amount: signed.format(entry.reserved_change) })}`}
      </Typography>
      {entry.reason && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {entry.reason}
        </Typography>
      )}
    </Box>
  );
}
