import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Outlet } from 'react-router';

// No header or navigation: auth pages, the landing page, the sign-out page, and the signed-in
// screens when the "empty" layout is chosen (the root's loading bar still shows).
export function EmptyLayout({ children }: { children?: ReactNode }) {
  return (
    <Box
      data-layout={children ? 'empty' : undefined}
      sx={{
        minHeight: '100dvh',
        bgcolor: 'background.default',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      {children ?? <Outlet />}
    </Box>
  );
}
