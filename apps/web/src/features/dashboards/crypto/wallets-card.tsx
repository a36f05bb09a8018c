import { BarChart } from '@mui/x-charts/BarChart';
import type { CryptoDashboard } from '@rehearse/contracts/dashboards';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/chart-card';
import { DataTable } from '../../../components/data-table';
import type { DashboardFormat } from '../shared/use-dashboard-format';

const COINS = ['btc', 'eth', 'bch', 'xrp'] as const;

// What each wallet holds, at today's price, and what that is worth.
export function WalletsCard({
  wallets,
  prices,
  format,
}: {
  wallets: CryptoDashboard['wallets'];
  prices: CryptoDashboard['prices'];
  format: DashboardFormat;
}) {
  const { t } = useTranslation();
  const title = t('dashboards.crypto.wallets');
  const rows = COINS.map((coin) => ({
    coin,
    name: t(`dashboards.crypto.coins.${coin}`),
    held: wallets[coin],
    price: prices[coin],
    value: wallets[coin] * prices[coin],
  }));
  const total = rows.reduce((sum, r) => sum + r.value, 0);
  return (
    <ChartCard
      title={title}
      summary={t('dashboards.crypto.walletsSummary', { total: format.money(total) })}
      chart={
        <BarChart
          height={240}
          skipAnimation
          hideLegend
          margin={{ left: 0, right: 8 }}
          xAxis={[{ data: rows.map((r) => r.coin.toUpperCase()), scaleType: 'band' }]}
          yAxis={[{ width: 56, valueFormatter: (v: number) => format.compact(v) }]}
          series={[
            {
              data: rows.map((r) => r.value),
              label: t('dashboards.columns.value'),
              valueFormatter: (v: number | null) => (v === null ? '' : format.money(v)),
            },
          ]}
        />
      }
      table={
        <DataTable
          caption={title}
          rows={rows}
          rowKey={(r) => r.coin}
          columns={[
            { key: 'coin', header: t('dashboards.columns.coin'), cell: (r) => r.name },
            {
              key: 'held',
              header: t('dashboards.columns.held'),
              numeric: true,
              cell: (r) => `${format.number(r.held, 8)} ${r.coin.toUpperCase()}`,
            },
            {
              key: 'price',
              header: t('dashboards.columns.price'),
              numeric: true,
              cell: (r) => format.money(r.price, r.price < 1 ? 5 : 2),
            },
            {
              key: 'value',
              header: t('dashboards.columns.value'),
              numeric: true,
              cell: (r) => format.money(r.value),
            },
          ]}
        />
      }
    />
  );
}
