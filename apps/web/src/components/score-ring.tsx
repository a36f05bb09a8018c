import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';

// Green from 80, the brand colour from 50, red below.
export const scoreColor = (score: number) =>
  score >= 80 ? 'success' : score >= 50 ? 'primary' : 'error';

type ScoreRingProps = {
  // 0-100: how far the ring fills.
  score: number;
  size: number;
  // What a screen reader hears for the whole ring.
  label: string;
  // What sits in the middle (the score as the screen words it).
  children: ReactNode;
};

// A 0-100 score as a ring that fills to it, with the score written inside.
export function ScoreRing({ score, size, label, children }: ScoreRingProps) {
  return (
    <Box
      role="img"
      aria-label={label}
      sx={{ position: 'relative', width: size, height: size, flexShrink: 0 }}
    >
      <CircularProgress
        variant="determinate"
        value={100}
        size={size}
        thickness={4}
        aria-hidden
        sx={{ position: 'absolute', inset: 0, color: 'action.hover' }}
      />
      <CircularProgress
        variant="determinate"
        value={score}
        size={size}
        thickness={4}
        color={scoreColor(score)}
        aria-hidden
        sx={{ position: 'absolute', inset: 0, '& circle': { strokeLinecap: 'round' } }}
      />
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'grid',
          placeContent: 'center',
          placeItems: 'center',
          textAlign: 'center',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
