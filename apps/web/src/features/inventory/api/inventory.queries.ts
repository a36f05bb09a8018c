import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import {
  brandSchema,
  categorySchema,
  productListSchema,
  productSchema,
  vendorSchema,
  type Product,
  type ProductList,
  type ProductListQuery,
  type UpdateProductInput,
} from '@rehearse/contracts/inventory';
import { apiClient } from '../../../lib/api-client';

// The inventory API (demo-areas.md §7 "Inventory", answers without an envelope): the product
// table's pages, one product, and the catalogue lists (decision 070).
export const BASE = '/api/apps/ecommerce/inventory';

// What a table page is asked with: the API's own query, every field given.
export type ProductPageQuery = Required<Omit<ProductListQuery, 'search'>> & { search?: string };

export const inventoryKeys = {
  all: ['inventory'] as const,
  pages: () => [...inventoryKeys.all, 'pages'] as const,
  page: (query: ProductPageQuery) => [...inventoryKeys.pages(), query] as const,
  product: (id: string) => [...inventoryKeys.all, 'product', id] as const,
  categories: () => [...inventoryKeys.all, 'categories'] as const,
  brands: () => [...inventoryKeys.all, 'brands'] as const,
  vendors: () => [...inventoryKeys.all, 'vendors'] as const,
  tags: () => [...inventoryKeys.all, 'tags'] as const,
};

// One page of the table. The previous page stays on screen while the next one loads, so paging
// and sorting never blank the table.
export const productPageQueryOptions = (query: ProductPageQuery) =>
  queryOptions({
    queryKey: inventoryKeys.page(query),
    queryFn: ({ signal }) =>
      apiClient.get(`${BASE}/products`, productListSchema, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: inventoryKeys.product(id),
    queryFn: ({ signal }) =>
      apiClient.get(`${BASE}/product`, productSchema, { query: { id }, signal }),
  });

// The catalogue lists change only through the tag calls: kept for the session.
const listOptions = <S extends z.ZodType>(key: readonly unknown[], path: string, schema: S) =>
  queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => apiClient.get(`${BASE}/${path}`, z.array(schema), { signal }),
    staleTime: 5 * 60_000,
  });

export const categoriesQueryOptions = () =>
  listOptions(inventoryKeys.categories(), 'categories', categorySchema);
export const brandsQueryOptions = () => listOptions(inventoryKeys.brands(), 'brands', brandSchema);
export const vendorsQueryOptions = () =>
  listOptions(inventoryKeys.vendors(), 'vendors', vendorSchema);

type PageSnapshot = [readonly unknown[], ProductList | undefined][];

// Every cached table page, changed in place (an optimistic edit or removal).
function changeRows(client: QueryClient, change: (rows: Product[]) => Product[]) {
  client.setQueriesData<ProductList>({ queryKey: inventoryKeys.pages() }, (data) =>
    data?.products ? { ...data, products: change(data.products) } : data,
  );
}

async function snapshot(client: QueryClient, id: string) {
  await client.cancelQueries({ queryKey: inventoryKeys.all });
  return {
    pages: client.getQueriesData<ProductList>({ queryKey: inventoryKeys.pages() }) as PageSnapshot,
    product: client.getQueryData<Product>(inventoryKeys.product(id)),
  };
}
type Snapshot = Awaited<ReturnType<typeof snapshot>>;

function restore(client: QueryClient, id: string, saved: Snapshot | undefined) {
  if (!saved) return;
  for (const [key, data] of saved.pages) client.setQueryData(key, data);
  client.setQueryData(inventoryKeys.product(id), saved.product);
}

// POST product: a blank product, cached so its editor opens without asking again.
export function useCreateProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post(`${BASE}/product`, productSchema),
    onSuccess: (product) => {
      client.setQueryData(inventoryKeys.product(product.id), product);
      return client.invalidateQueries({ queryKey: inventoryKeys.pages() });
    },
  });
}

// PATCH product: shown at once in the editor and the table; on failure both go back and the
// caller says so. The answer (with the server's price) then replaces the guess.
export function useUpdateProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProductInput) =>
      apiClient.patch(`${BASE}/product`, productSchema, { body: input }),
    onMutate: async ({ id, product: changes }) => {
      const saved = await snapshot(client, id);
      const merge = (product: Product): Product => ({
        ...product,
        ...(changes as Partial<Product>),
      });
      if (saved.product) client.setQueryData(inventoryKeys.product(id), merge(saved.product));
      changeRows(client, (rows) => rows.map((row) => (row.id === id ? merge(row) : row)));
      return saved;
    },
    onError: (_error, { id }, saved) => restore(client, id, saved),
    onSuccess: (product) => client.setQueryData(inventoryKeys.product(product.id), product),
    // A changed name, price or stock may move the product to another page.
    onSettled: () => client.invalidateQueries({ queryKey: inventoryKeys.pages() }),
  });
}

// DELETE product: gone from the table at once, back if the server refuses.
export function useDeleteProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.delete(`${BASE}/product`, z.literal(true), { query: { id } }),
    onMutate: async (id) => {
      const saved = await snapshot(client, id);
      changeRows(client, (rows) => rows.filter((row) => row.id !== id));
      return saved;
    },
    onError: (_error, id, saved) => restore(client, id, saved),
    onSuccess: (_done, id) => client.removeQueries({ queryKey: inventoryKeys.product(id) }),
    onSettled: () => client.invalidateQueries({ queryKey: inventoryKeys.pages() }),
  });
}
