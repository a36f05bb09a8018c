import Box from '@mui/material/Box';
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

// A list of rows while it loads.
export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <Busy>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={72} />
        ))}
      </Box>
    </Busy>
  );
}

// A question with its answer panel beside it.
export function QuestionSkeleton() {
  return (
    <Busy>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Skeleton variant="rounded" height={160} />
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          }}
        >
          <Skeleton variant="rounded" height={380} />
          <Skeleton variant="rounded" height={380} />
        </Box>
      </Box>
    </Busy>
  );
}

// The feedback page: the overview, then a question.
export function FeedbackSkeleton() {
  return (
    <Busy>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Skeleton variant="rounded" height={240} />
        <Skeleton variant="rounded" height={420} />
      </Box>
    </Busy>
  );
}
