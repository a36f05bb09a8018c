import { createRouter } from '../../platform/validation';

// Scaffolding: the academy routes land here.
export const academyRoutes = createRouter();
