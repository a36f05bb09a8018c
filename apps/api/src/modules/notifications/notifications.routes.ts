import { createRouter } from '../../platform/validation';

// Scaffolding: the notifications routes land here.
export const notificationRoutes = createRouter();
