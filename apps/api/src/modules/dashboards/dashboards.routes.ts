import { createRouter } from '../../platform/validation';

// Scaffolding: the dashboards routes land here.
export const dashboardRoutes = createRouter();
