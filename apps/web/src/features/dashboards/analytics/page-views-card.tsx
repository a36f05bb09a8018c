import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { AnalyticsDashboard } from '@rehearse/contracts/dashboards';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/chart-card';
import { DataTable } from '../../../components/data-table';
import type { DashboardFormat } from '../shared/use-dashboard-format';

// Visitors against page views per day, with the score and the ratios behind them.
export function PageViewsCard({
  figures,
  format,
}: {
  figures: AnalyticsDashboard['visitorsVsPageViews'];
  format: DashboardFormat;
}) {
  const { t } = useTranslation();
  const title = t('dashboards.analytics.visitorsVsPageViews');
  const days = figures.series[0]?.data.map((p) => p.x) ?? [];
  const stats = [
    ['overallScore', format.number(figures.overallScore)],
    ['averageRatio', format.percent(figures.averageRatio)],
    ['predictedRatio', format.percent(figures.predictedRatio)],
  ] as const;
  return (
    <ChartCard
      title={title}
      summary={t('dashboards.analytics.pageViewsSummary', { count: days.length })}
      chart={
        <LineChart
          height={280}
          skipAnimation
          margin={{ left: 0, right: 16 }}
          grid={{ horizontal: true }}
          xAxis={[
            {
              data: days.map((x) => new Date(x)),
              scaleType: 'time',
              valueFormatter: (d: Date) => format.day(d.toISOString()),
            },
          ]}
          yAxis={[{ width: 44, valueFormatter: (v: number) => format.compact(v) }]}
          series={figures.series.map((s) => ({
            data: s.data.map((p) => p.y),
            label: format.label(s.name),
            showMark: false,
            valueFormatter: (v: number | null) => (v === null ? '' : format.number(v)),
          }))}
        />
      }
      table={
        <DataTable
          caption={title}
          rows={days}
          rowKey={(x) => x}
          columns={[
            { key: 'day', header: t('dashboards.columns.day'), cell: (x) => format.date(x) },
            ...figures.series.map((s) => ({
              key: s.name,
              header: format.label(s.name),
              numeric: true,
              cell: (x: string) => format.number(s.data.find((p) => p.x === x)?.y ?? 0),
            })),
          ]}
        />
      }
    >
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
          gap: 1,
          m: 0,
          mb: 2,
        }}
      >
        {stats.map(([key, value]) => (
          <Box key={key}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(`dashboards.analytics.${key}`)}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </ChartCard>
  );
}
