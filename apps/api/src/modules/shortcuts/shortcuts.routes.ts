import { createRouter } from '../../platform/validation';

// Scaffolding: the shortcuts routes land here.
export const shortcutRoutes = createRouter();
