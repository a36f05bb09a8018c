import { BarChart } from '@mui/x-charts/BarChart';
import type { ProjectDashboard } from '@rehearse/contracts/dashboards';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/chart-card';
import { DataTable } from '../../../components/data-table';
import type { DashboardFormat } from '../shared/use-dashboard-format';

// The share of the budget each category takes.
export function BudgetDistributionCard({
  distribution,
  format,
}: {
  distribution: ProjectDashboard['budgetDistribution'];
  format: DashboardFormat;
}) {
  const { t } = useTranslation();
  const data = distribution.series[0]?.data ?? [];
  const rows = distribution.categories.map((category, i) => ({
    category: format.label(category),
    share: data[i] ?? 0,
  }));
  const largest = rows.reduce((best, row) => (row.share > best.share ? row : best), rows[0]!);
  return (
    <ChartCard
      title={t('dashboards.project.budgetDistribution')}
      summary={t('dashboards.project.budgetDistributionSummary', {
        category: largest?.category ?? '',
        share: format.percent(largest?.share ?? 0),
      })}
      chart={
        <BarChart
          height={260}
          skipAnimation
          layout="horizontal"
          margin={{ left: 0, right: 16 }}
          grid={{ vertical: true }}
          yAxis={[{ data: rows.map((r) => r.category), scaleType: 'band', width: 110 }]}
          xAxis={[{ valueFormatter: (v: number) => format.percent(v) }]}
          series={[
            {
              data: rows.map((r) => r.share),
              label: t('dashboards.columns.share'),
              valueFormatter: (v: number | null) => (v === null ? '' : format.percent(v)),
            },
          ]}
          hideLegend
        />
      }
      table={
        <DataTable
          caption={t('dashboards.project.budgetDistribution')}
          rows={rows}
          rowKey={(row) => row.category}
          columns={[
            { key: 'category', header: t('dashboards.columns.category'), cell: (r) => r.category },
            {
              key: 'share',
              header: t('dashboards.columns.share'),
              numeric: true,
              cell: (r) => format.percent(r.share),
            },
          ]}
        />
      }
    />
  );
}
