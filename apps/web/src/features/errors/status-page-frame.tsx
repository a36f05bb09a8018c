import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { ProductLogo } from '../../components/product-logo';

// The full-page frame of the not-found and route-error pages: the logo over a centred message.
export function StatusPageFrame({ children }: { children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        placeItems: 'center',
        px: 2,
        bgcolor: 'background.default',
      }}
    >
      <Box sx={{ maxWidth: 480, textAlign: 'center' }}>
        <ProductLogo size="large" />
        {children}
      </Box>
    </Box>
  );
}
