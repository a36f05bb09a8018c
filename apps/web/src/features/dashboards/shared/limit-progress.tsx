import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DashboardFormat } from './use-dashboard-format';

// An amount against its limit or goal (demo-areas.md §9): the bar stops at full, and going over
// is said in words, not only in colour.
export function LimitProgress({
  label,
  amount,
  limit,
  format,
  goal = false,
}: {
  label: string;
  amount: number;
  limit: number;
  format: DashboardFormat;
  // A goal is something to reach (savings), a limit something to stay under.
  goal?: boolean;
}) {
  const { t } = useTranslation();
  const share = limit > 0 ? (amount / limit) * 100 : 0;
  const over = !goal && amount > limit;
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="h3">
          {label}
        </Typography>
        <Typography variant="body2">
          {t(goal ? 'dashboards.ofGoal' : 'dashboards.ofLimit', {
            amount: format.money(amount),
            limit: format.money(limit, 0),
          })}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, share)}
        color={over ? 'error' : goal ? 'success' : 'primary'}
        aria-label={label}
        aria-valuetext={format.percent(share)}
        sx={{ height: 8, borderRadius: 4, my: 1 }}
      />
      <Typography variant="body2" color={over ? 'error' : 'text.secondary'}>
        {over
          ? t('dashboards.overLimit', {
              share: format.percent(share),
              amount: format.money(amount - limit),
            })
          : t(goal ? 'dashboards.goalShare' : 'dashboards.limitShare', {
              share: format.percent(share),
            })}
      </Typography>
    </Box>
  );
}
