import { InventoryScreen } from '../../../features/inventory/inventory-screen';

// The product table: /apps/ecommerce/inventory, its search, sort and page in the query string.
export function Component() {
  return <InventoryScreen />;
}
