import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CardGrid, DashboardScreen } from '../shared/dashboard-screen';
import { RangeSwitch } from '../shared/range-switch';
import { WEEK_RANGES } from '../shared/ranges';
import { useDashboardFormat } from '../shared/use-dashboard-format';
import { useRange } from '../shared/use-range';
import { BudgetDetailsCard } from './budget-details-card';
import { BudgetDistributionCard } from './budget-distribution-card';
import { EXPENSE_PERIODS, ExpensesCard } from './expenses-card';
import { IssuesCard } from './issues-card';
import { ScheduleCard } from './schedule-card';
import { SummaryFigures } from './summary-figures';
import { TaskDistributionCard } from './task-distribution-card';
import { TeamCard } from './team-card';

// The project dashboard (decision 071): the week at a glance (this week or last, in ?range=),
// the budget and the team.
export function ProjectScreen() {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const [range, setRange] = useRange(WEEK_RANGES);
  return (
    <DashboardScreen
      kind="project"
      title={t('screens.projectDashboard')}
      action={
        <RangeSwitch
          label={t('dashboards.rangeLabel')}
          value={range}
          onChange={setRange}
          options={WEEK_RANGES.map((r) => ({ value: r, label: t(`dashboards.ranges.${r}`) }))}
        />
      }
    >
      {(data) => (
        <>
          <SummaryFigures summary={data.summary} format={format} />
          <CardGrid>
            <IssuesCard issues={data.githubIssues} range={range} format={format} />
            <TaskDistributionCard
              distribution={data.taskDistribution}
              range={range}
              format={format}
            />
          </CardGrid>
          <CardGrid>
            <ScheduleCard schedule={data.schedule} />
            <BudgetDistributionCard distribution={data.budgetDistribution} format={format} />
          </CardGrid>
          <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
            {t('dashboards.project.budget')}
          </Typography>
          <CardGrid columns={3}>
            {EXPENSE_PERIODS.map((period) => (
              <ExpensesCard
                key={period}
                period={period}
                expenses={data[`${period}Expenses`]}
                format={format}
              />
            ))}
          </CardGrid>
          <CardGrid columns={1}>
            <BudgetDetailsCard details={data.budgetDetails} format={format} />
            <TeamCard members={data.teamMembers} />
          </CardGrid>
        </>
      )}
    </DashboardScreen>
  );
}
