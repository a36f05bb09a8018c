import type { ProjectDashboard } from '@rehearse/contracts/dashboards';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { SectionCard } from '../../../components/section-card';
import type { DashboardFormat } from '../shared/use-dashboard-format';

type Row = ProjectDashboard['budgetDetails']['rows'][number];

// Each budget line: its total, what is spent and what is left, in money and in percent.
export function BudgetDetailsCard({
  details,
  format,
}: {
  details: ProjectDashboard['budgetDetails'];
  format: DashboardFormat;
}) {
  const { t } = useTranslation();
  const title = t('dashboards.project.budgetDetails');
  const money = (value: number) => format.money(value);
  return (
    <SectionCard title={title}>
      <DataTable<Row>
        caption={title}
        rows={details.rows}
        rowKey={(row) => String(row.id)}
        columns={[
          { key: 'type', header: t('dashboards.columns.type'), cell: (r) => format.label(r.type) },
          {
            key: 'total',
            header: t('dashboards.columns.total'),
            numeric: true,
            cell: (r) => money(r.total),
          },
          {
            key: 'expensesAmount',
            header: t('dashboards.columns.expensesAmount'),
            numeric: true,
            cell: (r) => money(r.expensesAmount),
          },
          {
            key: 'expensesPercentage',
            header: t('dashboards.columns.expensesPercentage'),
            numeric: true,
            cell: (r) => format.percent(r.expensesPercentage),
          },
          {
            key: 'remainingAmount',
            header: t('dashboards.columns.remainingAmount'),
            numeric: true,
            cell: (r) => money(r.remainingAmount),
          },
          {
            key: 'remainingPercentage',
            header: t('dashboards.columns.remainingPercentage'),
            numeric: true,
            cell: (r) => format.percent(r.remainingPercentage),
          },
        ]}
      />
    </SectionCard>
  );
}
