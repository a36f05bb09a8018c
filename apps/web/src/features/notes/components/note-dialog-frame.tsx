import Dialog from '@mui/material/Dialog';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';

// The note dialog's frame: named for screen readers, full screen on a phone.
export type NoteDialogFrameProps = { onClose: () => void; label: string; children: ReactNode };

export function NoteDialogFrame({ onClose, label, children }: NoteDialogFrameProps) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { 'aria-label': label } }}
    >
      {children}
    </Dialog>
  );
}
