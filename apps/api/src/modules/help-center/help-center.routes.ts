import { createRouter } from '../../platform/validation';

// Scaffolding: the help-center routes land here.
export const helpCenterRoutes = createRouter();
