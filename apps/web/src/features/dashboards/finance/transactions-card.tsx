import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Transaction } from '@rehearse/contracts/dashboards';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { SectionCard } from '../../../components/section-card';
import type { DashboardFormat } from '../shared/use-dashboard-format';

// The latest transactions: money in and out (the sign is spoken, not only coloured) and whether
// each has cleared.
export function TransactionsCard({
  transactions,
  format,
}: {
  transactions: readonly Transaction[];
  format: DashboardFormat;
}) {
  const { t } = useTranslation();
  const title = t('dashboards.finance.recentTransactions');
  return (
    <SectionCard title={title}>
      <DataTable<Transaction>
        caption={title}
        rows={transactions}
        rowKey={(row) => row.id}
        columns={[
          {
            key: 'transactionId',
            header: t('dashboards.columns.transactionId'),
            cell: (r) => r.transactionId,
            hideOnPhone: true,
          },
          {
            key: 'date',
            header: t('dashboards.columns.date'),
            cell: (r) => format.date(r.date),
            hideOnPhone: true,
          },
          {
            key: 'name',
            header: t('dashboards.columns.name'),
            cell: (r) => (
              <>
                {r.name}
                {/* On a phone the hidden columns' figures follow the name. */}
                <Typography
                  component="span"
                  variant="caption"
                  color="text.secondary"
                  sx={{ display: { xs: 'block', sm: 'none' } }}
                >
                  {r.transactionId} · {format.date(r.date)}
                </Typography>
              </>
            ),
          },
          {
            key: 'amount',
            header: t('dashboards.columns.amount'),
            numeric: true,
            cell: (r) => (
              <Typography
                component="span"
                variant="body2"
                sx={{
                  color: r.amount < 0 ? 'error.main' : 'success.main',
                  fontWeight: 600,
                  whiteSpace: 'nowrap',
                }}
              >
                {format.money(r.amount)}
              </Typography>
            ),
          },
          {
            key: 'status',
            header: t('dashboards.columns.status'),
            cell: (r) => (
              <Chip
                size="small"
                label={t(`dashboards.finance.transactionStatus.${r.status}`)}
                color={r.status === 'completed' ? 'success' : 'default'}
              />
            ),
          },
        ]}
      />
    </SectionCard>
  );
}
