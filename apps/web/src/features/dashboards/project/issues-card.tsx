import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ProjectDashboard } from '@rehearse/contracts/dashboards';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/chart-card';
import { DataTable } from '../../../components/data-table';
import { IssuesChart } from './issues-chart';
import type { WeekRange } from '../shared/ranges';
import type { DashboardFormat } from '../shared/use-dashboard-format';

const OVERVIEW_KEYS = [
  'new-issues',
  'closed-issues',
  'fixed',
  'wont-fix',
  're-opened',
  'needs-triage',
] as const;

// New and closed issues per day of the chosen week, and the week's totals by outcome.
export function IssuesCard({
  issues,
  range,
  format,
}: {
  issues: ProjectDashboard['githubIssues'];
  range: WeekRange;
  format: DashboardFormat;
}) {
  const { t } = useTranslation();
  const series = issues.series[range];
  const overview = issues.overview[range];
  const labels = issues.labels.map(format.label);
  const seriesLabel = (name: string) => format.label(name);
  return (
    <ChartCard
      title={t('dashboards.project.issuesTitle')}
      summary={t('dashboards.project.issuesSummary', {
        range: t(`dashboards.ranges.${range}`),
        opened: format.number(overview['new-issues']),
        closed: format.number(overview['closed-issues']),
      })}
      chart={<IssuesChart labels={labels} series={series} format={format} />}
      table={
        <DataTable
          caption={t('dashboards.project.issuesTitle')}
          rows={labels}
          rowKey={(label) => label}
          columns={[
            { key: 'day', header: t('dashboards.columns.day'), cell: (label) => label },
            ...series.map((s) => ({
              key: s.name,
              header: seriesLabel(s.name),
              numeric: true,
              cell: (label: string) => format.number(s.data[labels.indexOf(label)] ?? 0),
            })),
          ]}
        />
      }
    >
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
          gap: 1.5,
          m: 0,
          mb: 2,
        }}
      >
        {OVERVIEW_KEYS.map((key) => (
          <Box key={key}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(`dashboards.project.overview.${key}`)}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }}>
              {format.number(overview[key])}
            </Typography>
          </Box>
        ))}
      </Box>
    </ChartCard>
  );
}
