import { createRouter } from '../../platform/validation';

// Scaffolding: the tasks routes land here.
export const taskRoutes = createRouter();
