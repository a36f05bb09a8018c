import { createRouter } from '../../platform/validation';

// Scaffolding: the navigation routes land here.
export const navigationRoutes = createRouter();
