import { AnalyticsScreen } from '../../../features/dashboards/analytics/analytics-screen';

// The analytics dashboard at /dashboards/analytics (decision 071).
export function Component() {
  return <AnalyticsScreen />;
}
