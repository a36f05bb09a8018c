import { createContext, useContext } from 'react';
import type { ConfirmConfig, ConfirmResult } from './confirm-options';

export type Confirm = (config?: ConfirmConfig) => Promise<ConfirmResult>;

export const ConfirmContext = createContext<Confirm | null>(null);

// Opens the confirmation dialog and resolves with 'confirmed' or 'cancelled'.
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a ConfirmationProvider above it');
  return confirm;
}
