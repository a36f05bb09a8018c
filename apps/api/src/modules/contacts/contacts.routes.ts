import { createRouter } from '../../platform/validation';

// Scaffolding: the contacts routes land here.
export const contactRoutes = createRouter();
