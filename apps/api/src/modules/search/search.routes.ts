import { createRouter } from '../../platform/validation';

// Scaffolding: the search routes land here.
export const searchRoutes = createRouter();
