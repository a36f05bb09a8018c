import { LineChart } from '@mui/x-charts/LineChart';
import type { AnalyticsDashboard } from '@rehearse/contracts/dashboards';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/chart-card';
import { DataTable } from '../../../components/data-table';
import { RangeSwitch } from '../shared/range-switch';
import { YEAR_RANGES, type YearRange } from '../shared/ranges';
import type { DashboardFormat } from '../shared/use-dashboard-format';

// Visitors per month over this year or last year (the range is in the URL).
export function VisitorsCard({
  visitors,
  range,
  onRangeChange,
  format,
}: {
  visitors: AnalyticsDashboard['visitors'];
  range: YearRange;
  onRangeChange: (range: YearRange) => void;
  format: DashboardFormat;
}) {
  const { t } = useTranslation();
  const series = visitors.series[range];
  const months = series[0]?.data.map((p) => p.x) ?? [];
  const total = series[0]?.data.reduce((sum, p) => sum + p.y, 0) ?? 0;
  return (
    <ChartCard
      title={t('dashboards.analytics.visitors')}
      summary={t('dashboards.analytics.visitorsSummary', {
        range: t(`dashboards.ranges.${range}`),
        total: format.number(total),
      })}
      action={
        <RangeSwitch
          label={t('dashboards.rangeLabel')}
          value={range}
          onChange={onRangeChange}
          options={YEAR_RANGES.map((r) => ({ value: r, label: t(`dashboards.ranges.${r}`) }))}
        />
      }
      chart={
        <LineChart
          height={300}
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
          yAxis={[{ width: 48, valueFormatter: (v: number) => format.compact(v) }]}
          series={series.map((s) => ({
            data: s.data.map((p) => p.y),
            label: format.label(s.name),
            valueFormatter: (v: number | null) => (v === null ? '' : format.number(v)),
          }))}
        />
      }
      table={
        <DataTable
          caption={t('dashboards.analytics.visitors')}
          rows={months}
          rowKey={(x) => x}
          columns={[
            { key: 'month', header: t('dashboards.columns.month'), cell: (x) => format.month(x) },
            ...series.map((s) => ({
              key: s.name,
              header: format.label(s.name),
              numeric: true,
              cell: (x: string) => format.number(s.data.find((p) => p.x === x)?.y ?? 0),
            })),
          ]}
        />
      }
    />
  );
}
