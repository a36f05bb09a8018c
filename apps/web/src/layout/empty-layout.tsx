import Box from '@mui/material/Box';
import { Outlet } from 'react-router';

// No header or navigation: auth pages, the landing page and the sign-out page.
export function EmptyLayout() {
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        bgcolor: 'background.default',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Outlet />
    </Box>
  );
}
