import { PieChart } from '@mui/x-charts/PieChart';
import type { AnalyticsDashboard } from '@rehearse/contracts/dashboards';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/chart-card';
import { DataTable } from '../../../components/data-table';
import type { DashboardFormat } from '../shared/use-dashboard-format';

export const SHARES = ['newVsReturning', 'gender', 'age', 'language'] as const;
type Share = (typeof SHARES)[number];

// Who the unique visitors are, by one trait (new or returning, gender, age, language).
export function ShareCard({
  share,
  figures,
  format,
}: {
  share: Share;
  figures: AnalyticsDashboard['newVsReturning'];
  format: DashboardFormat;
}) {
  const { t } = useTranslation();
  const title = t(`dashboards.analytics.${share}`);
  const rows = figures.labels.map((label, i) => ({
    id: label,
    label: format.label(label),
    value: figures.series[i] ?? 0,
  }));
  return (
    <ChartCard
      title={title}
      summary={t('dashboards.analytics.uniqueVisitors', {
        value: format.number(figures.uniqueVisitors),
      })}
      chart={
        <PieChart
          height={240}
          skipAnimation
          series={[
            {
              data: rows,
              innerRadius: '45%',
              outerRadius: '95%',
              paddingAngle: 1,
              valueFormatter: (item) => format.percent(item.value),
            },
          ]}
          slotProps={{
            legend: {
              direction: 'horizontal',
              position: { vertical: 'bottom', horizontal: 'center' },
            },
          }}
        />
      }
      table={
        <DataTable
          caption={title}
          rows={rows}
          rowKey={(row) => row.id}
          columns={[
            { key: 'group', header: t('dashboards.columns.group'), cell: (r) => r.label },
            {
              key: 'share',
              header: t('dashboards.columns.share'),
              numeric: true,
              cell: (r) => format.percent(r.value),
            },
          ]}
        />
      }
    />
  );
}
