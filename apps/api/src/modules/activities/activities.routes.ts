import { createRouter } from '../../platform/validation';

// Scaffolding: the activities routes land here.
export const activityRoutes = createRouter();
