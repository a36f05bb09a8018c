import type { TFunction } from 'i18next';
import type { DashboardFormat } from '../shared/use-dashboard-format';

// A price move in words ("up 2.35%"): the arrow's colour alone would not say it.
export const trendText = (
  t: TFunction,
  format: DashboardFormat,
  trend: { dir: 'up' | 'down'; amount: number },
) => t(`dashboards.crypto.trend.${trend.dir}`, { value: format.percent(trend.amount) });
