import { createRouter } from '../../platform/validation';

// Scaffolding: the inventory routes land here.
export const inventoryRoutes = createRouter();
