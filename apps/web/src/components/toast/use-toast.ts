import { createContext, useContext } from 'react';

export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';

export type Toast = {
  message: string;
  severity?: ToastSeverity;
  // One action beside the message, e.g. "Undo" after a delete or "Retry" after a failure.
  action?: { label: string; onClick: () => void };
  // Milliseconds before it hides itself; errors stay until dismissed unless given.
  duration?: number | null;
};

export type ShowToast = (toast: Toast) => void;

export const ToastContext = createContext<ShowToast | null>(null);

// Shows a short message at the bottom of the screen; a newer toast replaces the one showing.
// Screens use it to say that an optimistic change was rolled back, or to offer an undo.
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a ToastProvider above it');
  return show;
}
