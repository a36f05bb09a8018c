import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function Busy({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-busy="true" aria-label={t('app.loading')}>
      {children}
    </Box>
  );
}

// The setup's shape while its data loads: shortcuts, the form beside the levels, recent quizzes.
export function SetupSkeleton() {
  return (
    <Busy>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={150} />
          ))}
        </Box>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
          }}
        >
          <Skeleton variant="rounded" height={560} />
          <Skeleton variant="rounded" height={420} />
        </Box>
      </Box>
    </Busy>
  );
}

// A question card's shape while the attempt loads.
export function PlayerSkeleton() {
  return (
    <Busy>
      <Box sx={{ display: 'grid', gap: 2.5, maxWidth: 880, mx: 'auto' }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
          <Skeleton width={180} height={36} />
          <Skeleton variant="rounded" width={90} height={32} />
        </Box>
        <Skeleton variant="rounded" height={6} />
        <Card variant="outlined">
          <CardContent sx={{ display: 'grid', gap: 1.5, p: 3 }}>
            <Skeleton width="30%" />
            <Skeleton width="90%" height={28} />
            <Skeleton width="70%" height={28} />
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} variant="rounded" height={52} />
            ))}
          </CardContent>
        </Card>
      </Box>
    </Busy>
  );
}
