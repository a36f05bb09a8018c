import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PLAN_IDS } from '@rehearse/contracts/billing';
import type { AdminSubscription } from '@rehearse/contracts/admin-subscriptions';
import { QueryErrorState } from '../../components/error-state';
import { ScreenTitle } from '../../components/screen-title';
import { SearchField } from '../../components/search-field';
import {
  SUBSCRIPTIONS_PAGE_SIZE,
  adminSubscriptionsQueryOptions,
} from './api/admin-subscriptions.queries';
import { AdjustDialog } from './components/adjust-dialog';
import { PlanDialog } from './components/plan-dialog';
import { PromoCodesSection } from './components/promo-codes-section';
import { SubscriptionCards, SubscriptionTable } from './components/subscription-list';
import { SubscriptionPanel } from './components/subscription-panel';
import {
  parseSubscriptionsView,
  subscriptionsQueryOf,
  subscriptionsViewToParams,
  type SubscriptionTab,
  type SubscriptionsView,
} from './subscription-params';

// Subscriptions for admins (/admin/subscription): every organization's plan, balance, reserved
// credits, allowance and seats; one subscription's ledger, plan change and balance adjustment;
// and the promo codes on their own tab (docs/decisions/057-admin-workspace.md).
export function AdminSubscriptionsScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = parseSubscriptionsView(params);
  const show = useCallback(
    (next: SubscriptionsView) => setParams(subscriptionsViewToParams(next)),
    [setParams],
  );
  return (
    <>
      <ScreenTitle>{t('screens.adminSubscription')}</ScreenTitle>
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <Tabs
          value={view.tab}
          onChange={(_, tab: SubscriptionTab) => show({ tab, page: 1, ledgerPage: 1 })}
          aria-label={t('adminSubscriptions.tabs.label')}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="subscriptions" label={t('adminSubscriptions.tabs.subscriptions')} />
          <Tab value="promo-codes" label={t('adminSubscriptions.tabs.promoCodes')} />
        </Tabs>
        {view.tab === 'subscriptions' ? (
          <Subscriptions view={view} show={show} setParams={setParams} />
        ) : (
          <PromoCodesSection />
        )}
      </Box>
    </>
  );
}

function Subscriptions({
  view,
  show,
  setParams,
}: {
  view: SubscriptionsView;
  show: (view: SubscriptionsView) => void;
  setParams: ReturnType<typeof useSearchParams>[1];
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const list = useQuery(adminSubscriptionsQueryOptions(subscriptionsQueryOf(view)));
  const pages = list.data ? Math.ceil(list.data.total / SUBSCRIPTIONS_PAGE_SIZE) : 0;
  const [dialog, setDialog] = useState<{
    kind: 'plan' | 'adjust';
    subscription: AdminSubscription;
  } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const onSearch = useCallback(
    (search: string | undefined) =>
      setParams((current) =>
        subscriptionsViewToParams({ ...parseSubscriptionsView(current), search, page: 1 }),
      ),
    [setParams],
  );
  const open = (organization: string) => show({ ...view, organization, ledgerPage: 1 });
  const selected = list.data?.subscriptions.find((s) => s.organization_id === view.organization);
  const filtered = Boolean(view.search || view.plan);

  return (
    <>
      <Box
        role="search"
        aria-label={t('adminSubscriptions.filters.label')}
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'minmax(0, 2fr) minmax(0, 1fr)',
            md: 'minmax(0, 360px) 220px',
          },
        }}
      >
        <SearchField
          size="small"
          label={t('adminSubscriptions.filters.search')}
          value={view.search}
          onSearch={onSearch}
        />
        <TextField
          select
          size="small"
          label={t('adminSubscriptions.filters.plan')}
          value={view.plan ?? ''}
          onChange={(event) =>
            show({ ...view, plan: PLAN_IDS.find((plan) => plan === event.target.value), page: 1 })
          }
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('adminSubscriptions.filters.all')}</MenuItem>
          {PLAN_IDS.map((plan) => (
            <MenuItem key={plan} value={plan}>
              {t(`adminPlans.${plan}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {list.data && (
        <Typography color="text.secondary" role="status">
          {t('adminSubscriptions.count', { count: list.data.total })}
        </Typography>
      )}
      {list.isError && !list.data ? (
        <QueryErrorState title={t('adminSubscriptions.loadFailed')} query={list} />
      ) : !list.data ? (
        <Box
          role="status"
          aria-busy="true"
          aria-label={t('adminSubscriptions.loading')}
          sx={{ display: 'grid', gap: 1 }}
        >
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={48} />
          ))}
        </Box>
      ) : list.data.subscriptions.length === 0 ? (
        <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
          <Typography color="text.secondary">
            {filtered ? t('adminSubscriptions.emptyFiltered') : t('adminSubscriptions.empty')}
          </Typography>
          {filtered && (
            <Button
              variant="outlined"
              onClick={() => show({ tab: 'subscriptions', page: 1, ledgerPage: 1 })}
            >
              {t('adminSubscriptions.filters.clear')}
            </Button>
          )}
        </Box>
      ) : (
        <Box sx={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          {wide ? (
            <SubscriptionTable
              subscriptions={list.data.subscriptions}
              selected={view.organization}
              onOpen={open}
            />
          ) : (
            <SubscriptionCards subscriptions={list.data.subscriptions} onOpen={open} />
          )}
        </Box>
      )}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(view.page, pages)}
          onChange={(_, page) => show({ ...view, page })}
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
      {view.organization && (
        <SubscriptionPanel
          organizationId={view.organization}
          subscription={selected}
          ledgerPage={view.ledgerPage}
          onLedgerPage={(ledgerPage) => show({ ...view, ledgerPage })}
          onClose={() => show({ ...view, organization: undefined, ledgerPage: 1 })}
          onChangePlan={(subscription) => setDialog({ kind: 'plan', subscription })}
          onAdjust={(subscription) => setDialog({ kind: 'adjust', subscription })}
        />
      )}
      {dialog?.kind === 'adjust' && (
        <AdjustDialog subscription={dialog.subscription} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'plan' && (
        <PlanDialog
          subscription={dialog.subscription}
          onClose={(saved) => {
            setDialog(null);
            if (saved) setNotice(t('adminSubscriptions.plan.saved'));
          }}
        />
      )}
      <Snackbar
        open={notice !== null}
        autoHideDuration={6000}
        onClose={() => setNotice(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="success" variant="filled" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      </Snackbar>
    </>
  );
}
