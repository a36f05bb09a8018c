import { createRouter } from '../../platform/validation';

// Scaffolding: the messages routes land here.
export const messageRoutes = createRouter();
