import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FeedbackScoreRing } from '../components/score-ring';

type ScoreSummaryProps = {
  score: number;
  size: number;
  // Under the ring: what the score is of (an answer, an interview).
  caption: string;
  // From this width up the ring sits beside the details, below it they stack.
  besideFrom: 'sm' | 'md';
  children: ReactNode;
};

// The top of a feedback: the score ring with its caption, and beside it what the score means.
export function ScoreSummary({ score, size, caption, besideFrom, children }: ScoreSummaryProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        alignItems: 'center',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', [besideFrom]: 'auto minmax(0, 1fr)' },
      }}
    >
      <Box sx={{ display: 'grid', justifyItems: 'center', gap: 0.5 }}>
        <FeedbackScoreRing score={score} size={size} />
        <Typography variant="body2" color="text.secondary">
          {caption}
        </Typography>
      </Box>
      {children}
    </Box>
  );
}
