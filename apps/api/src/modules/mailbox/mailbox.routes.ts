import { createRouter } from '../../platform/validation';

// Scaffolding: the mailbox routes land here.
export const mailboxRoutes = createRouter();
