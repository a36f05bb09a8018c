import { createRouter } from '../../platform/validation';

// Scaffolding: the chat routes land here.
export const chatRoutes = createRouter();
