import { BarChart } from '@mui/x-charts/BarChart';
import type { AnalyticsDashboard } from '@rehearse/contracts/dashboards';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/chart-card';
import { DataTable } from '../../../components/data-table';
import type { DashboardFormat } from '../shared/use-dashboard-format';

export const DAILY_FIGURES = ['conversions', 'impressions', 'visits'] as const;
type Figure = (typeof DAILY_FIGURES)[number];

// Conversions, impressions or visits: the total and each of the last days.
export function DailyCard({
  figure,
  figures,
  format,
}: {
  figure: Figure;
  figures: AnalyticsDashboard['conversions'];
  format: DashboardFormat;
}) {
  const { t } = useTranslation();
  const title = t(`dashboards.analytics.${figure}`);
  const data = figures.series[0]?.data ?? [];
  return (
    <ChartCard
      title={title}
      summary={t('dashboards.analytics.dailySummary', {
        amount: format.number(figures.amount),
        count: figures.labels.length,
      })}
      chart={
        <BarChart
          height={200}
          skipAnimation
          hideLegend
          margin={{ left: 0, right: 8 }}
          xAxis={[{ data: figures.labels.map(format.day), scaleType: 'band' }]}
          yAxis={[{ width: 44, valueFormatter: (v: number) => format.compact(v) }]}
          series={[
            {
              data,
              label: title,
              valueFormatter: (v: number | null) => (v === null ? '' : format.number(v)),
            },
          ]}
        />
      }
      table={
        <DataTable
          caption={title}
          rows={figures.labels}
          rowKey={(day) => day}
          columns={[
            { key: 'day', header: t('dashboards.columns.day'), cell: (day) => format.date(day) },
            {
              key: 'value',
              header: title,
              numeric: true,
              cell: (day) => format.number(data[figures.labels.indexOf(day)] ?? 0),
            },
          ]}
        />
      }
    />
  );
}
