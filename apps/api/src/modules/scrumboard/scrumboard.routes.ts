import { createRouter } from '../../platform/validation';

// Scaffolding: the scrumboard routes land here.
export const scrumboardRoutes = createRouter();
