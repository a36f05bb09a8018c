import { ProductScreen } from '../../../features/inventory/product-screen';

// A product's editor: /apps/ecommerce/inventory/:productId.
export function Component() {
  return <ProductScreen />;
}
