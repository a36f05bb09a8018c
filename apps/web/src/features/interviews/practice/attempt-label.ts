import type { PracticeAttempt } from '@rehearse/contracts/practice';

// Attempts are numbered from the first (1) while listed newest first.
export const attemptNumber = (attempts: readonly PracticeAttempt[], id: string) =>
  attempts.length - attempts.findIndex((a) => a.id === id);
