import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

// A recording's playback beside what it is about (its transcript); the content alone when there
// is no recording.
export function PlaybackBeside({ media, children }: { media?: ReactNode; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: media
          ? { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 3fr)' }
          : 'minmax(0, 1fr)',
        alignItems: 'start',
      }}
    >
      {media}
      {children}
    </Box>
  );
}
