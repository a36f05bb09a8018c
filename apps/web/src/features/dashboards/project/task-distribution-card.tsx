import { PieChart } from '@mui/x-charts/PieChart';
import type { ProjectDashboard } from '@rehearse/contracts/dashboards';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/chart-card';
import { DataTable } from '../../../components/data-table';
import type { WeekRange } from '../shared/ranges';
import type { DashboardFormat } from '../shared/use-dashboard-format';

// How the chosen week's tasks split over the areas of work, with its new and completed counts.
export function TaskDistributionCard({
  distribution,
  range,
  format,
}: {
  distribution: ProjectDashboard['taskDistribution'];
  range: WeekRange;
  format: DashboardFormat;
}) {
  const { t } = useTranslation();
  const shares = distribution.labels.map((label, i) => ({
    id: label,
    label: format.label(label),
    value: distribution.series[range][i] ?? 0,
  }));
  const overview = distribution.overview[range];
  return (
    <ChartCard
      title={t('dashboards.project.taskDistribution')}
      summary={t('dashboards.project.taskDistributionSummary', {
        range: t(`dashboards.ranges.${range}`),
        new: format.number(overview.new),
        completed: format.number(overview.completed),
      })}
      chart={
        <PieChart
          height={260}
          skipAnimation
          series={[
            {
              data: shares,
              innerRadius: '50%',
              outerRadius: '95%',
              paddingAngle: 1,
              cornerRadius: 4,
              valueFormatter: (item) => format.percent(item.value),
            },
          ]}
        />
      }
      table={
        <DataTable
          caption={t('dashboards.project.taskDistribution')}
          rows={shares}
          rowKey={(share) => share.id}
          columns={[
            { key: 'area', header: t('dashboards.columns.area'), cell: (s) => s.label },
            {
              key: 'share',
              header: t('dashboards.columns.share'),
              numeric: true,
              cell: (s) => format.percent(s.value),
            },
          ]}
        />
      }
    />
  );
}
