import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

// Disabled with a spinner while the request is in flight, so a form is never sent twice.
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={pending}
      aria-busy={pending}
      startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      sx={{ mt: 1, py: 1.25 }}
    >
      {children}
    </Button>
  );
}
