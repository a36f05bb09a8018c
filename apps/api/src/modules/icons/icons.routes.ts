import { createRouter } from '../../platform/validation';

// Scaffolding: the icons routes land here.
export const iconRoutes = createRouter();
