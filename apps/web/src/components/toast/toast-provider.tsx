import { useCallback, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Portal from '@mui/material/Portal';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { ToastContext, type Toast } from './use-toast';

const DEFAULT_DURATION = 6000;

type Shown = Toast & { key: number };

// One snackbar for the signed-in app (app/shell/signed-in-shell.tsx). Errors are announced
// assertively (role alert), the rest politely (role status); the action is a real button, so it
// is reachable by keyboard. Each toast is drawn in a portal made when it shows, at the end of the
// body: an open dialog hides the page's other parts from screen readers (aria-hidden on what
// existed when it opened), and a toast raised from inside a dialog must still be heard.
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Shown | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback((next: Toast) => {
    setToast({ ...next, key: Date.now() });
    setOpen(true);
  }, []);

  const close = (_event?: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page does not dismiss an undo the user may still want.
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  const severity = toast?.severity ?? 'success';
  const duration =
    toast?.duration !== undefined ? toast.duration : severity === 'error' ? null : DEFAULT_DURATION;

  return (
    <ToastContext.Provider value={show}>
      {children}
      <Portal key={toast?.key}>
        <Snackbar
          open={open}
          autoHideDuration={duration}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        >
          <Alert
            severity={severity}
            variant="filled"
            role={severity === 'error' ? 'alert' : 'status'}
            onClose={() => close()}
            action={
              toast?.action ? (
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => {
                    toast.action?.onClick();
                    close();
                  }}
                >
                  {toast.action.label}
                </Button>
              ) : undefined
            }
            sx={{ alignItems: 'center' }}
          >
            {toast?.message}
          </Alert>
        </Snackbar>
      </Portal>
    </ToastContext.Provider>
  );
}
