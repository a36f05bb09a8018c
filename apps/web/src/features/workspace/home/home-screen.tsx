import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentUserQueryOptions } from '../../../lib/session/session.queries';
import { homeQueryOptions } from '../api/workspace.queries';
import { QueryErrorState } from '../../../components/error-state';
import { FirstRunGuide } from './first-run-guide';
import { firstName, greetingPart } from './greeting';
import { HomeSkeleton } from './home-skeleton';
import { HomeStats } from './home-stats';
import { KeptInterviews } from './kept-interviews';
import { NextSteps } from './next-steps';
import { RecentActivity } from './recent-activity';
import { SampleContentNotice } from '../components/sample-content-notice';
import { ToolShortcuts } from './tool-shortcuts';
import { useTimeZone } from '../../../lib/time-zone';

// The candidate's start page: where they stand and what to do next.
export function HomeScreen() {
  const { t } = useTranslation();
  const home = useQuery(homeQueryOptions());
  const user = useQuery(currentUserQueryOptions());
  const timeZone = useTimeZone();
  const name = home.data?.name ?? user.data?.name ?? '';
  const greeting = t(`workspace.home.greeting.${greetingPart(new Date(), timeZone)}`, {
    name: firstName(name),
  });

  return (
    <>
      <Box sx={{ mb: 3 }}>
        {/* The h1 names the screen as everywhere else; the greeting is its opening line. */}
        <Typography variant="h1">{t('screens.home')}</Typography>
        {name && (
          <Typography sx={{ mt: 1.5, fontSize: '1.25rem', fontWeight: 600 }}>{greeting}</Typography>
        )}
        <Typography color="text.secondary" sx={{ mt: 0.25 }}>
          {home.data?.firstRun ? t('workspace.home.subtitleNew') : t('workspace.home.subtitle')}
        </Typography>
      </Box>
      {home.isPending ? (
        <HomeSkeleton />
      ) : home.isError ? (
        <QueryErrorState title={t('workspace.home.error')} query={home} />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
            <SampleContentNotice />
            <KeptInterviews />
            {home.data.firstRun ? (
              <FirstRunGuide />
            ) : (
              <>
                <HomeStats streak={home.data.streak} weeklyGoal={home.data.weeklyGoal} />
                <NextSteps steps={home.data.nextSteps} />
                <RecentActivity items={home.data.recentActivity} />
              </>
            )}
          </Box>
          <ToolShortcuts />
        </Box>
      )}
    </>
  );
}
