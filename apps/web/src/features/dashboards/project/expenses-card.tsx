import { BarChart } from '@mui/x-charts/BarChart';
import type { ProjectDashboard } from '@rehearse/contracts/dashboards';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/chart-card';
import { DataTable } from '../../../components/data-table';
import type { DashboardFormat } from '../shared/use-dashboard-format';

export const EXPENSE_PERIODS = ['weekly', 'monthly', 'yearly'] as const;
type Period = (typeof EXPENSE_PERIODS)[number];

// One period's expenses: the total, and what each day, week or month of it cost.
export function ExpensesCard({
  period,
  expenses,
  format,
}: {
  period: Period;
  expenses: ProjectDashboard['weeklyExpenses'];
  format: DashboardFormat;
}) {
  const { t } = useTranslation();
  const title = t(`dashboards.project.expenses.${period}`);
  const labels = expenses.labels.map(format.label);
  const data = expenses.series[0]?.data ?? [];
  return (
    <ChartCard
      title={title}
      summary={t('dashboards.project.expenses.summary', {
        amount: format.money(expenses.amount, 0),
      })}
      chart={
        <BarChart
          height={200}
          skipAnimation
          hideLegend
          margin={{ left: 0, right: 8 }}
          xAxis={[{ data: labels, scaleType: 'band' }]}
          yAxis={[{ width: 48, valueFormatter: (v: number) => format.compact(v) }]}
          series={[
            {
              data,
              label: title,
              valueFormatter: (v: number | null) => (v === null ? '' : format.money(v, 0)),
            },
          ]}
        />
      }
      table={
        <DataTable
          caption={title}
          rows={labels}
          rowKey={(label) => label}
          columns={[
            { key: 'period', header: t('dashboards.columns.period'), cell: (label) => label },
            {
              key: 'amount',
              header: t('dashboards.columns.amount'),
              numeric: true,
              cell: (label) => format.money(data[labels.indexOf(label)] ?? 0, 0),
            },
          ]}
        />
      }
    />
  );
}
