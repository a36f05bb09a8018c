import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Statement } from '@rehearse/contracts/dashboards';
import { useTranslation } from 'react-i18next';
import { LimitProgress } from '../shared/limit-progress';
import { SectionCard } from '../../../components/section-card';
import type { DashboardFormat } from '../shared/use-dashboard-format';

// A card statement: when it closes, whether it is paid, what was spent against the limit and
// the minimum to pay.
export function StatementCard({
  which,
  statement,
  format,
}: {
  which: 'previous' | 'current';
  statement: Statement;
  format: DashboardFormat;
}) {
  const { t } = useTranslation();
  return (
    <SectionCard
      title={t(`dashboards.finance.${which}Statement`)}
      subtitle={t('dashboards.finance.closes', { date: format.date(statement.date) })}
      action={
        <Chip
          size="small"
          label={t(`dashboards.finance.statementStatus.${statement.status}`)}
          color={statement.status === 'paid' ? 'success' : 'default'}
        />
      }
    >
      <LimitProgress
        label={t('dashboards.finance.spent')}
        amount={statement.spent}
        limit={statement.limit}
        format={format}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 1.5 }}>
        <Typography variant="body2" color="text.secondary">
          {t('dashboards.finance.minimum')}
        </Typography>
        <Typography variant="subtitle2">{format.money(statement.minimum)}</Typography>
      </Box>
    </SectionCard>
  );
}
