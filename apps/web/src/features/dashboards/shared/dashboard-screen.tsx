import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import type { DashboardKind, Dashboards } from '@rehearse/contracts/dashboards';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorState } from '../../../components/error-state';
import { ScreenTitle } from '../../../components/screen-title';
import { dashboardQueryOptions } from '../api/dashboards.queries';

type DashboardScreenProps<K extends DashboardKind> = {
  kind: K;
  // The screen's h1, the same words as its route's title.
  title: string;
  // Controls beside the title that act on the whole dashboard (the range switch).
  action?: ReactNode;
  children: (data: Dashboards[K]) => ReactNode;
};

// The frame every dashboard shares: its title, skeleton cards while it loads, the error with
// Try again when it cannot, and the dashboard itself once its figures are here.
export function DashboardScreen<K extends DashboardKind>({
  kind,
  title,
  action,
  children,
}: DashboardScreenProps<K>) {
  const { t } = useTranslation();
  const query = useQuery(dashboardQueryOptions(kind));
  return (
    <>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          columnGap: 2,
        }}
      >
        <ScreenTitle>{title}</ScreenTitle>
        {action && <Box sx={{ mb: 3 }}>{action}</Box>}
      </Box>
      {query.isError ? (
        <QueryErrorState title={t('dashboards.loadFailed')} query={query} />
      ) : !query.data ? (
        <Box
          role="status"
          aria-busy="true"
          aria-label={t('dashboards.loading')}
          sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
        >
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={i < 2 ? 120 : 300} />
          ))}
        </Box>
      ) : (
        children(query.data)
      )}
    </>
  );
}

// A responsive grid of cards: one column on a phone (or `phoneColumns` for small figures),
// `columns` from `md` up.
export function CardGrid({
  columns = 2,
  phoneColumns = 1,
  children,
}: {
  columns?: number;
  phoneColumns?: number;
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, sm: 3 },
        mb: 3,
        alignItems: 'start',
        gridTemplateColumns: {
          xs: `repeat(${phoneColumns}, minmax(0, 1fr))`,
          sm: columns > 2 ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)',
          md: `repeat(${columns}, minmax(0, 1fr))`,
        },
      }}
    >
      {children}
    </Box>
  );
}
