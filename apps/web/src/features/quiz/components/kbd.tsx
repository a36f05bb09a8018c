import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

// A key as printed on the keyboard, for the player's shortcut hints.
export function Kbd({ children, hidden }: { children: ReactNode; hidden?: boolean }) {
  return (
    <Box
      component="kbd"
      aria-hidden={hidden || undefined}
      sx={{
        display: 'inline-grid',
        placeItems: 'center',
        minWidth: '1.6em',
        height: '1.6em',
        px: 0.5,
        borderRadius: 0.75,
        border: 1,
        borderColor: 'divider',
        borderBottomWidth: 2,
        bgcolor: 'background.paper',
        color: 'text.secondary',
        fontFamily: 'inherit',
        fontSize: '0.75rem',
        fontWeight: 600,
        lineHeight: 1,
        flexShrink: 0,
      }}
    >
      {children}
    </Box>
  );
}
