import { LineChart } from '@mui/x-charts/LineChart';
import type { FinanceDashboard } from '@rehearse/contracts/dashboards';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/chart-card';
import { DataTable } from '../../../components/data-table';
import type { DashboardFormat } from '../shared/use-dashboard-format';

// The account balance month by month, actual against predicted. The series hold thousands of
// dollars; they are shown as money.
export function BalanceCard({
  balance,
  format,
}: {
  balance: FinanceDashboard['accountBalance'];
  format: DashboardFormat;
}) {
  const { t } = useTranslation();
  const title = t('dashboards.finance.accountBalance');
  const months = balance.series[0]?.data.map((p) => p.x) ?? [];
  const thousands = (v: number) => format.money(v * 1000, 0);
  return (
    <ChartCard
      title={title}
      summary={t('dashboards.finance.balanceSummary', {
        rate: format.percent(balance.growRate),
        ami: format.money(balance.ami, 0),
      })}
      chart={
        <LineChart
          height={280}
          skipAnimation
          margin={{ left: 0, right: 16 }}
          grid={{ horizontal: true }}
          xAxis={[
            {
              data: months.map((x) => new Date(x)),
              scaleType: 'point',
              valueFormatter: (d: Date) => format.month(d.toISOString()),
            },
          ]}
          yAxis={[{ width: 56, valueFormatter: (v: number) => format.compact(v * 1000) }]}
          series={balance.series.map((s) => ({
            data: s.data.map((p) => p.y),
            label: format.label(s.name),
            valueFormatter: (v: number | null) => (v === null ? '' : thousands(v)),
          }))}
        />
      }
      table={
        <DataTable
          caption={title}
          rows={months}
          rowKey={(x) => x}
          columns={[
            { key: 'month', header: t('dashboards.columns.month'), cell: (x) => format.month(x) },
            ...balance.series.map((s) => ({
              key: s.name,
              header: format.label(s.name),
              numeric: true,
              cell: (x: string) => thousands(s.data.find((p) => p.x === x)?.y ?? 0),
            })),
          ]}
        />
      }
    />
  );
}
