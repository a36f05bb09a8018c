import { useTranslation } from 'react-i18next';
import { CardGrid, DashboardScreen } from '../shared/dashboard-screen';
import { useDashboardFormat } from '../shared/use-dashboard-format';
import { BalanceCard } from './balance-card';
import { BudgetCard } from './budget-card';
import { StatementCard } from './statement-card';
import { TransactionsCard } from './transactions-card';

// The finance dashboard (decision 071): the balance over the year, the two statements against
// their limit, this month's budget and the latest transactions.
export function FinanceScreen() {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  return (
    <DashboardScreen kind="finance" title={t('screens.financeDashboard')}>
      {(data) => (
        <>
          <CardGrid columns={1}>
            <BalanceCard balance={data.accountBalance} format={format} />
          </CardGrid>
          <CardGrid columns={3}>
            <StatementCard which="previous" statement={data.previousStatement} format={format} />
            <StatementCard which="current" statement={data.currentStatement} format={format} />
            <BudgetCard budget={data.budget} format={format} />
          </CardGrid>
          <CardGrid columns={1}>
            <TransactionsCard transactions={data.recentTransactions} format={format} />
          </CardGrid>
        </>
      )}
    </DashboardScreen>
  );
}
