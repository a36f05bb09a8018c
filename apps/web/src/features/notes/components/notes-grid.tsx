import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Note } from '@rehearse/contracts/notes';
import { NoteCard } from './note-card';

// Masonry by CSS columns: cards keep their own heights and flow down one column, then the next,
// with no layout library and no measuring. Reading (and Tab) order is the list's order. The
// browser fits as many 240 px columns as the grid's own width takes: one on a phone, three or
// four beside the views on a desktop.
const columns = { columnWidth: '240px', columnGap: '16px' } as const;

const SKELETON_HEIGHTS = [140, 220, 110, 180, 160, 120];

export function NotesGridSkeleton() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-busy="true" aria-label={t('notes.loading')} sx={columns}>
      {SKELETON_HEIGHTS.map((height, index) => (
        <Skeleton
          key={index}
          variant="rounded"
          height={height}
          sx={{ breakInside: 'avoid', mb: 2 }}
        />
      ))}
    </Box>
  );
}

export function NotesGrid({
  notes,
  hrefOf,
  empty,
}: {
  notes: Note[];
  hrefOf: (id: string) => string;
  // What to say when the view has no notes (which depends on the view).
  empty: ReactNode;
}) {
  if (notes.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }} role="status">
        {empty}
      </Typography>
    );
  }
  return (
    <Box sx={columns}>
      {notes.map((note) => (
        <NoteCard key={note.id} note={note} href={hrefOf(note.id)} />
      ))}
    </Box>
  );
}
