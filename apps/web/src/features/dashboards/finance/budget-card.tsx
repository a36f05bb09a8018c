import Stack from '@mui/material/Stack';
import type { FinanceDashboard } from '@rehearse/contracts/dashboards';
import { useTranslation } from 'react-i18next';
import { LimitProgress } from '../shared/limit-progress';
import { SectionCard } from '../../../components/section-card';
import type { DashboardFormat } from '../shared/use-dashboard-format';

// This month's budget: expenses and bills against their limits, savings against the goal.
export function BudgetCard({
  budget,
  format,
}: {
  budget: FinanceDashboard['budget'];
  format: DashboardFormat;
}) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('dashboards.finance.budget')}>
      <Stack spacing={2.5}>
        <LimitProgress
          label={t('dashboards.finance.expenses')}
          amount={budget.expenses}
          limit={budget.expensesLimit}
          format={format}
        />
        <LimitProgress
          label={t('dashboards.finance.savings')}
          amount={budget.savings}
          limit={budget.savingsGoal}
          format={format}
          goal
        />
        <LimitProgress
          label={t('dashboards.finance.bills')}
          amount={budget.bills}
          limit={budget.billsLimit}
          format={format}
        />
      </Stack>
    </SectionCard>
  );
}
