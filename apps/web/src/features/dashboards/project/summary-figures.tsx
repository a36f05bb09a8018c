import type { ProjectDashboard } from '@rehearse/contracts/dashboards';
import { useTranslation } from 'react-i18next';
import { FigureCard } from '../shared/figure-card';
import { CardGrid } from '../shared/dashboard-screen';
import type { DashboardFormat } from '../shared/use-dashboard-format';

// The four counts at the top of the project dashboard, each with the change behind it.
export function SummaryFigures({
  summary,
  format,
}: {
  summary: ProjectDashboard['summary'];
  format: DashboardFormat;
}) {
  const { t } = useTranslation();
  const n = (value: number) => format.number(value);
  return (
    <CardGrid columns={4} phoneColumns={2}>
      <FigureCard
        label={t('dashboards.project.dueTasks')}
        value={n(summary.dueTasks.count)}
        detail={t('dashboards.project.completedToday', {
          count: summary.dueTasks.completedToday,
          value: n(summary.dueTasks.completedToday),
        })}
      />
      <FigureCard
        label={t('dashboards.project.overdue')}
        value={n(summary.overdue.count)}
        detail={t('dashboards.project.fromYesterday', {
          count: summary.overdue.fromYesterday,
          value: n(summary.overdue.fromYesterday),
        })}
      />
      <FigureCard
        label={t('dashboards.project.issues')}
        value={n(summary.issues.count)}
        detail={t('dashboards.project.closedToday', {
          count: summary.issues.closedToday,
          value: n(summary.issues.closedToday),
        })}
      />
      <FigureCard
        label={t('dashboards.project.features')}
        value={n(summary.features.count)}
        detail={t('dashboards.project.implemented', {
          count: summary.features.implemented,
          value: n(summary.features.implemented),
        })}
      />
    </CardGrid>
  );
}
