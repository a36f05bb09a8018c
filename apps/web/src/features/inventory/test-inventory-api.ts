import { HttpResponse, http } from 'msw';
import type { Product } from '@rehearse/contracts/inventory';
import { apiServer } from '../../test/api-server';

// The inventory API for component tests, over products the test can read back: GET products
// searches, sorts and pages (zero-based) as the server does; PATCH merges and computes the price
// (or fails when told to); DELETE removes.
export const BASE = '/api/apps/ecommerce/inventory';

// References are uuids, as the contract wants them.
export const CATEGORY = '00000000-0000-4000-8000-0000000000c1';
const BRAND = '00000000-0000-4000-8000-0000000000b1';
const VENDOR = '00000000-0000-4000-8000-0000000000f1';
export const TAG = '00000000-0000-4000-8000-0000000000a1';

export const product = (n: number, overrides: Partial<Product> = {}): Product => ({
  id: `p${n}`,
  category: CATEGORY,
  name: `Product ${String(n).padStart(2, '0')}`,
  description: '',
  tags: [],
  sku: `SKU-${n}`,
  barcode: '',
  brand: null,
  vendor: null,
  stock: n,
  reserved: 0,
  cost: 1,
  basePrice: n * 10,
  taxPercent: 10,
  price: n * 11,
  weight: 1,
  thumbnail: null,
  images: [],
  active: n % 2 === 0,
  ...overrides,
});

type Call = { method: string; url: string; body?: unknown };

export function inventoryApi(options: { count?: number; failPatch?: boolean } = {}) {
  const calls: Call[] = [];
  const products = new Map(
    Array.from({ length: options.count ?? 23 }, (_, i) => product(i + 1)).map((p) => [p.id, p]),
  );
  apiServer.use(
    http.get(`${BASE}/products`, ({ request }) => {
      const url = new URL(request.url);
      calls.push({ method: 'GET', url: `${url.pathname}${url.search}` });
      const q = url.searchParams;
      const search = (q.get('search') ?? '').toLowerCase();
      const sort = (q.get('sort') ?? 'name') as keyof Product;
      const sign = q.get('order') === 'desc' ? -1 : 1;
      const page = Number(q.get('page') ?? 1);
      const size = Number(q.get('size') ?? 10);
      const rows = [...products.values()]
        .filter((p) => p.name.toLowerCase().includes(search))
        .sort((a, b) => (a[sort]! > b[sort]! ? sign : a[sort]! < b[sort]! ? -sign : 0));
      const lastPage = Math.max(Math.ceil(rows.length / size), 1);
      if (page > lastPage) return HttpResponse.json({ products: null, pagination: { lastPage } });
      const startIndex = page * size;
      return HttpResponse.json({
        products: rows.slice(startIndex, startIndex + size),
        pagination: {
          length: rows.length,
          size,
          page,
          lastPage,
          startIndex,
          endIndex: Math.min(startIndex + size, rows.length) - 1,
        },
      });
    }),
    http.get(`${BASE}/product`, ({ request }) => {
      const found = products.get(new URL(request.url).searchParams.get('id') ?? '');
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json(
            { error: 'No product with this id', code: 'request.not_found' },
            { status: 404 },
          );
    }),
    http.get(`${BASE}/categories`, () =>
      HttpResponse.json([{ id: CATEGORY, parentId: null, name: 'Mens', slug: 'mens' }]),
    ),
    http.get(`${BASE}/brands`, () =>
      HttpResponse.json([{ id: BRAND, name: 'Zeon', slug: 'zeon' }]),
    ),
    http.get(`${BASE}/vendors`, () =>
      HttpResponse.json([{ id: VENDOR, name: 'Evel', slug: 'evel' }]),
    ),
    http.get(`${BASE}/tags`, () => HttpResponse.json([{ id: TAG, title: 'Wool' }])),
    http.patch(`${BASE}/product`, async ({ request }) => {
      const body = (await request.json()) as { id: string; product: Partial<Product> };
      calls.push({ method: 'PATCH', url: `${BASE}/product`, body });
      if (options.failPatch) {
        return HttpResponse.json(
          {
            error: 'Must be at most 200 characters',
            code: 'validation.too_long',
            field: 'product.name',
            params: { maximum: 200 },
          },
          { status: 400 },
        );
      }
      const merged = { ...products.get(body.id)!, ...body.product };
      merged.price = Math.round(merged.basePrice * (100 + merged.taxPercent)) / 100;
      products.set(body.id, merged);
      return HttpResponse.json(merged);
    }),
    http.delete(`${BASE}/product`, ({ request }) => {
      const id = new URL(request.url).searchParams.get('id') ?? '';
      calls.push({ method: 'DELETE', url: `${BASE}/product?id=${id}` });
      products.delete(id);
      return HttpResponse.json(true);
    }),
  );
  return { calls, products };
}
