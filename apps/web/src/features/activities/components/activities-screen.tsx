import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorState } from '../../../components/error-state';
import { ScreenTitle } from '../../../components/screen-title';
import { useTimeZone } from '../../../lib/time-zone';
import { activitiesQueryOptions } from '../api/activities.queries';
import { groupActivities, groupLabel } from '../group-activities';
import { ActivityItem } from './activity-item';

// The clock the relative times read from, moved on every minute so "5 minutes ago" stays true
// while the screen is open.
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function FeedSkeleton({ label }: { label: string }) {
  return (
    <Stack spacing={3} role="status" aria-label={label}>
      {[0, 1, 2, 3].map((key) => (
        <Box key={key} sx={{ display: 'flex', gap: 2 }}>
          <Skeleton variant="circular" width={40} height={40} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="70%" />
            <Skeleton width="30%" />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

// Activities (demo-areas.md §2, decision 072): the caller's feed as a timeline grouped by day,
// Today and Yesterday by name and older days written out in the reader's language.
export function ActivitiesScreen() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const timeZone = useTimeZone();
  const now = useNow();
  const query = useQuery(activitiesQueryOptions());
  const groups = useMemo(
    () => groupActivities(query.data ?? [], now, timeZone),
    [query.data, now, timeZone],
  );

  return (
    <Box sx={{ maxWidth: 800 }}>
      <ScreenTitle>{t('screens.activities')}</ScreenTitle>
      <Typography color="text.secondary" sx={{ mt: -2, mb: 4 }}>
        {t('activities.intro')}
      </Typography>
      {query.isPending ? (
        <FeedSkeleton label={t('activities.loading')} />
      ) : query.isError ? (
        <QueryErrorState title={t('activities.loadError')} query={query} />
      ) : groups.length === 0 ? (
        <Box sx={{ py: 6, textAlign: 'center' }}>
          <Typography variant="h6" component="p">
            {t('activities.empty')}
          </Typography>
          <Typography color="text.secondary">{t('activities.emptyHint')}</Typography>
        </Box>
      ) : (
        <Stack spacing={4}>
          {groups.map((group) => {
            const headingId = `activities-${group.day}`;
            return (
              <Box component="section" key={group.day} aria-labelledby={headingId}>
                <Typography
                  id={headingId}
                  variant="overline"
                  component="h2"
                  color="text.secondary"
                  sx={{ display: 'block', mb: 2, fontWeight: 600 }}
                >
                  {groupLabel(group, t, locale, timeZone)}
                </Typography>
                <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                  {group.items.map((activity, index) => (
                    <ActivityItem
                      key={activity.id}
                      activity={activity}
                      now={now}
                      last={index === group.items.length - 1}
                    />
                  ))}
                </Box>
              </Box>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
