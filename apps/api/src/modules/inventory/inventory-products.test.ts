import {
  PRODUCT_NUMERIC_SORT_FIELDS,
  PRODUCT_SORT_FIELDS,
  productListSchema,
  productSchema,
  type InventoryTag,
  type Product,
  type ProductList,
} from '@rehearse/contracts/inventory';
import { describe, expect, it } from 'vitest';
import { call, signUpAndIn, useTestApp } from '../../../test/test-app';

const { app } = await useTestApp();
const BASE = '/api/apps/ecommerce/inventory';

type Page = Extract<ProductList, { products: Product[] }>;

const list = async (token: string, query = '') => {
  const res = await call(app, 'GET', `${BASE}/products${query}`, { token });
  expect(res.status).toBe(200);
  return productListSchema.parse(res.body);
};
const page = async (token: string, query = '') => (await list(token, query)) as Page;
const names = (p: Page) => p.products.map((product) => product.name);

const create = async (token: string, product: Record<string, unknown> = {}) => {
  const created = (await call(app, 'POST', `${BASE}/product`, { token })).body as Product;
  if (Object.keys(product).length === 0) return created;
  const res = await call(app, 'PATCH', `${BASE}/product`, {
    token,
    body: { id: created.id, product },
  });
  expect(res.status).toBe(200);
  return res.body as Product;
};

describe('GET products: paging', () => {
  it('treats the default page 1 as a zero-based index: the second ten by name', async () => {
    const { token } = await signUpAndIn(app);
    const all = await page(token, '?size=100&page=0');
    const res = await page(token);
    expect(res.pagination).toEqual({
      length: 23,
      size: 10,
      page: 1,
      lastPage: 3,
      startIndex: 10,
      endIndex: 19,
    });
    expect(names(res)).toEqual(names(all).slice(10, 20));
    expect(names(await page(token, '?page=0'))).toEqual(names(all).slice(0, 10));
  });

  it('answers a short last slice, an empty slice at lastPage and null past it', async () => {
    const { token } = await signUpAndIn(app);
    const last = await page(token, '?page=2');
    expect(last.products).toHaveLength(3);
    expect(last.pagination).toMatchObject({ startIndex: 20, endIndex: 22, lastPage: 3 });
    const atLast = await page(token, '?page=3');
    expect(atLast.products).toEqual([]);
    expect(atLast.pagination).toMatchObject({ page: 3, startIndex: 30, endIndex: 22 });
    expect(await list(token, '?page=4')).toEqual({ products: null, pagination: { lastPage: 3 } });
    expect(await list(token, '?page=3&size=23')).toEqual({
      products: null,
      pagination: { lastPage: 1 },
    });
  });

  it('pages through the whole sorted set without gaps or overlaps', async () => {
    const { token } = await signUpAndIn(app);
    const all = await page(token, '?size=100&page=0&sort=price&order=desc');
    const pages = await Promise.all(
      [0, 1, 2, 3, 4].map((p) => page(token, `?size=5&page=${p}&sort=price&order=desc`)),
    );
    expect(pages.flatMap(names)).toEqual(names(all));
  });
});

describe('GET products: sorting and search', () => {
  it('sorts numeric fields as numbers (9 < 10 < 100), both ways', async () => {
    const { token } = await signUpAndIn(app);
    for (const basePrice of [10, 100, 9]) {
      await create(token, { name: `Sortcheck ${basePrice}`, basePrice, taxPercent: 0 });
    }
    const asc = await page(token, '?search=sortcheck&sort=price&page=0');
    expect(asc.products.map((p) => p.price)).toEqual([9, 10, 100]);
    const desc = await page(token, '?search=sortcheck&sort=basePrice&order=desc&page=0');
    expect(desc.products.map((p) => p.basePrice)).toEqual([100, 10, 9]);
  });

  it('sorts the whole filtered set before slicing', async () => {
    const { token } = await signUpAndIn(app);
    const all = (await page(token, '?size=100&page=0')).products.map((p) => p.stock);
    const top = await page(token, '?sort=stock&order=desc&size=3&page=0');
    expect(top.products.map((p) => p.stock)).toEqual([...all].sort((a, b) => b - a).slice(0, 3));
  });

  it('sorts name and sku as case-insensitive text', async () => {
    const { token } = await signUpAndIn(app);
    // Case-sensitive (C) order would put 'ZZ Bravo' first and 'b-2' above 'C-3'.
    await create(token, { name: 'ZZ Bravo', sku: 'b-2' });
    await create(token, { name: 'zz alpha', sku: 'C-3' });
    await create(token, { name: 'zz charlie', sku: 'A-1' });
    const byName = await page(token, '?search=zz&page=0');
    expect(names(byName)).toEqual(['zz alpha', 'ZZ Bravo', 'zz charlie']);
    const bySku = await page(token, '?search=zz&sort=sku&order=desc&page=0');
    expect(bySku.products.map((p) => p.sku)).toEqual(['C-3', 'b-2', 'A-1']);
  });

  it('sorts active as text: false before true', async () => {
    const { token } = await signUpAndIn(app);
    const asc = await page(token, '?sort=active&size=23&page=0');
    expect(asc.products.map((p) => p.active)).toEqual([false, false, ...Array(21).fill(true)]);
    const desc = await page(token, '?sort=active&order=desc&size=23&page=0');
    expect(desc.products.at(-1)?.active).toBe(false);
  });

  // Each sortable field, both ways, against the same order worked out here: text fields
  // case-insensitively (active as 'false' < 'true'), the others as numbers; ties by id.
  it('sorts by every sortable field, both ways, before paging', async () => {
    const { token } = await signUpAndIn(app);
    const all = (await page(token, '?size=100&page=0')).products;
    const key = (product: Product, field: (typeof PRODUCT_SORT_FIELDS)[number]) =>
      (PRODUCT_NUMERIC_SORT_FIELDS as readonly string[]).includes(field)
        ? (product[field] as number)
        : String(product[field]).toLowerCase();
    for (const field of PRODUCT_SORT_FIELDS) {
      for (const order of ['asc', 'desc'] as const) {
        const sign = order === 'asc' ? 1 : -1;
        const expected = [...all]
          .sort((a, b) => {
            const [x, y] = [key(a, field), key(b, field)];
            if (x !== y) return (x < y ? -1 : 1) * sign;
            return (a.id < b.id ? -1 : 1) * sign;
          })
          .map((product) => product.id);
        const pages = await Promise.all(
          [0, 1, 2].map((p) => page(token, `?sort=${field}&order=${order}&page=${p}`)),
        );
        expect(
          pages.flatMap((p) => p.products.map((product) => product.id)),
          `${field} ${order}`,
        ).toEqual(expected);
      }
    }
  });

  it('pages a search on its own length: past its last page answers only lastPage', async () => {
    const { token } = await signUpAndIn(app);
    const found = await page(token, '?search=blazer&size=1&page=1');
    expect(found.pagination).toMatchObject({ length: 2, lastPage: 2, startIndex: 1, endIndex: 1 });
    expect(await list(token, '?search=blazer&size=1&page=3')).toEqual({
      products: null,
      pagination: { lastPage: 2 },
    });
    expect(await list(token, '?search=nothing-like-this&page=2')).toEqual({
      products: null,
      pagination: { lastPage: 1 },
    });
  });

  it('searches names case-insensitively, with % and _ taken literally', async () => {
    const { token } = await signUpAndIn(app);
    const res = await page(token, '?search=BLAZER&page=0');
    expect(names(res)).toEqual(['Navy Wool Interview Blazer', 'Tailored Black Blazer']);
    expect(res.pagination).toMatchObject({ length: 2, lastPage: 1 });
    expect((await page(token, '?search=%25&page=0')).pagination.length).toBe(0);
    expect((await page(token, '?search=_&page=0')).pagination.length).toBe(0);
  });
});

describe('POST, GET, PATCH, DELETE product', () => {
  it('creates a blank, inactive product and answers it', async () => {
    const { token } = await signUpAndIn(app);
    const res = await call(app, 'POST', `${BASE}/product`, { token });
    expect(res.status).toBe(200);
    const product = productSchema.parse(res.body);
    expect(product).toEqual({
      id: expect.any(String),
      category: null,
      name: 'A New Product',
      description: '',
      tags: [],
      sku: '',
      barcode: '',
      brand: null,
      vendor: null,
      stock: 0,
      reserved: 0,
      cost: 0,
      basePrice: 0,
      taxPercent: 0,
      price: 0,
      weight: 0,
      thumbnail: null,
      images: [],
      active: false,
    });
    const read = await call(app, 'GET', `${BASE}/product?id=${product.id}`, { token });
    expect(read.body).toEqual(product);
    expect((await page(token)).pagination.length).toBe(24);
  });

  it('merges the given fields and keeps the others', async () => {
    const { token } = await signUpAndIn(app);
    const [before] = (await page(token, '?page=0')).products;
    const res = await call(app, 'PATCH', `${BASE}/product`, {
      token,
      body: { id: before.id, product: { name: 'Renamed', active: !before.active, id: 'ignored' } },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...before, name: 'Renamed', active: !before.active });
    const read = await call(app, 'GET', `${BASE}/product?id=${before.id}`, { token });
    expect(read.body).toEqual(res.body);
  });

  it('takes null as empty for every optional text field', async () => {
    const { token } = await signUpAndIn(app);
    const [before] = (await page(token, '?page=0')).products;
    const res = await call(app, 'PATCH', `${BASE}/product`, {
      token,
      body: {
        id: before.id,
        product: { description: null, sku: null, barcode: null, thumbnail: null },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // description, sku and barcode are text ('' when empty); thumbnail answers null.
    expect(res.body).toEqual({ ...before, description: '', sku: '', barcode: '', thumbnail: null });
  });

  it('recomputes the price from basePrice and taxPercent and ignores a sent price', async () => {
    const { token } = await signUpAndIn(app);
    const product = await create(token, { basePrice: 100, taxPercent: 18, price: 5 });
    expect(product.price).toBe(118);
    expect((await create(token, { basePrice: 19.99, taxPercent: 8 })).price).toBe(21.59);
    const patch = (changes: object) =>
      call(app, 'PATCH', `${BASE}/product`, { token, body: { id: product.id, product: changes } });
    expect(((await patch({ taxPercent: 30 })).body as Product).price).toBe(130);
    expect(((await patch({ basePrice: 50 })).body as Product).price).toBe(65);
    expect(((await patch({ price: 1, name: 'Still 65' })).body as Product).price).toBe(65);
  });

  it('sets category, brand, vendor and tags to the user’s own ids', async () => {
    const { token } = await signUpAndIn(app);
    const other = await signUpAndIn(app);
    const get = async (t: string, what: string) =>
      (await call(app, 'GET', `${BASE}/${what}`, { token: t })).body as { id: string }[];
    const [category] = await get(token, 'categories');
    const [brand] = await get(token, 'brands');
    const [vendor] = await get(token, 'vendors');
    const tags = await get(token, 'tags');
    const product = await create(token, {
      category: category.id,
      brand: brand.id,
      vendor: vendor.id,
      tags: [tags[1].id, tags[0].id],
    });
    expect(product).toMatchObject({
      category: category.id,
      brand: brand.id,
      vendor: vendor.id,
      tags: [tags[1].id, tags[0].id],
    });
    const [foreignCategory] = await get(other.token, 'categories');
    const [foreignTag] = await get(other.token, 'tags');
    for (const [changes, field] of [
      [{ category: foreignCategory.id }, 'product.category'],
      [{ tags: [tags[0].id, foreignTag.id] }, 'product.tags'],
      [{ brand: vendor.id }, 'product.brand'],
    ] as const) {
      const res = await call(app, 'PATCH', `${BASE}/product`, {
        token,
        body: { id: product.id, product: changes },
      });
      expect(res.status).toBe(400);
      expect((res.body as { error: string }).error).toMatch(new RegExp(`^${field}`));
    }
    const read = await call(app, 'GET', `${BASE}/product?id=${product.id}`, { token });
    expect(read.body).toEqual(product);
  });

  it('deletes a product and answers true', async () => {
    const { token } = await signUpAndIn(app);
    const product = await create(token);
    const res = await call(app, 'DELETE', `${BASE}/product?id=${product.id}`, { token });
    expect(res).toMatchObject({ status: 200, body: true });
    expect((await call(app, 'GET', `${BASE}/product?id=${product.id}`, { token })).status).toBe(
      404,
    );
    expect((await page(token)).pagination.length).toBe(23);
  });
});

describe('tags', () => {
  it('deleting a tag strips it from every product carrying it', async () => {
    const a = await signUpAndIn(app);
    const b = await signUpAndIn(app);
    const leather = async (token: string) =>
      ((await call(app, 'GET', `${BASE}/tags`, { token })).body as InventoryTag[]).find(
        (tag) => tag.title === 'leather',
      )!;
    const carrying = async (token: string, tagId: string) =>
      (await page(token, '?size=100&page=0')).products.filter((p) => p.tags.includes(tagId));
    const tag = await leather(a.token);
    expect((await carrying(a.token, tag.id)).length).toBeGreaterThan(1);

    const res = await call(app, 'DELETE', `${BASE}/tag?id=${tag.id}`, { token: a.token });
    expect(res).toMatchObject({ status: 200, body: true });
    expect(await carrying(a.token, tag.id)).toEqual([]);
    expect(await leather(a.token)).toBeUndefined();
    // The other account's own 'leather' is untouched.
    const theirs = await leather(b.token);
    expect((await carrying(b.token, theirs.id)).length).toBeGreaterThan(1);
  });
});
