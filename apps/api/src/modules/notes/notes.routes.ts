import { createRouter } from '../../platform/validation';

// Scaffolding: the notes routes land here.
export const noteRoutes = createRouter();
