import { createRouter } from '../../platform/validation';

// Scaffolding: the file-manager routes land here.
export const fileManagerRoutes = createRouter();
