import { useTranslation } from 'react-i18next';
import { CardGrid, DashboardScreen } from '../shared/dashboard-screen';
import { YEAR_RANGES } from '../shared/ranges';
import { useDashboardFormat } from '../shared/use-dashboard-format';
import { useRange } from '../shared/use-range';
import { DAILY_FIGURES, DailyCard } from './daily-card';
import { PageViewsCard } from './page-views-card';
import { SHARES, ShareCard } from './share-card';
import { VisitorsCard } from './visitors-card';

// The analytics dashboard (decision 071): visitors over this year or last (?range=), the last
// days' conversions, impressions and visits, page views, and who the visitors are.
export function AnalyticsScreen() {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const [range, setRange] = useRange(YEAR_RANGES);
  return (
    <DashboardScreen kind="analytics" title={t('screens.analyticsDashboard')}>
      {(data) => (
        <>
          <CardGrid columns={1}>
            <VisitorsCard
              visitors={data.visitors}
              range={range}
              onRangeChange={setRange}
              format={format}
            />
          </CardGrid>
          <CardGrid columns={3}>
            {DAILY_FIGURES.map((figure) => (
              <DailyCard key={figure} figure={figure} figures={data[figure]} format={format} />
            ))}
          </CardGrid>
          <CardGrid columns={1}>
            <PageViewsCard figures={data.visitorsVsPageViews} format={format} />
          </CardGrid>
          <CardGrid columns={4}>
            {SHARES.map((share) => (
              <ShareCard key={share} share={share} figures={data[share]} format={format} />
            ))}
          </CardGrid>
        </>
      )}
    </DashboardScreen>
  );
}
