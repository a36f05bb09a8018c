import { and, eq } from 'drizzle-orm';
import {
  brandSchema,
  categorySchema,
  inventoryTagSchema,
  productSchema,
  vendorSchema,
  type InventoryTag,
  type Product,
  type ProductList,
} from '@rehearse/contracts/inventory';
import { describe, expect, it } from 'vitest';
import { call, signUpAndIn, useTestApp } from '../../../test/test-app';
import { SAMPLE_PRODUCTS } from '../../db/seed/data/inventory.data';
import { inventoryProducts, inventoryTags } from '../../db/schema/inventory';
import { inventoryRoutes } from './inventory.routes';

const { app, db } = await useTestApp();
const BASE = '/api/apps/ecommerce/inventory';

const get = async (token: string, path: string) => {
  const res = await call(app, 'GET', `${BASE}/${path}`, { token });
  expect(res.status).toBe(200);
  return res.body;
};
const allProducts = async (token: string) =>
  ((await get(token, 'products?size=100&page=0')) as Extract<ProductList, { products: Product[] }>)
    .products;
const errorOf = (res: { body: unknown }) => (res.body as { error: string }).error;

describe('sample catalogue of a new account', () => {
  it('has the sample categories, brands, vendors and tags', async () => {
    const { token } = await signUpAndIn(app);
    const categories = categorySchema.array().parse(await get(token, 'categories'));
    expect(categories.map((c) => [c.name, c.slug, c.parentId])).toEqual([
      ['Ladies', 'ladies', null],
      ['Mens', 'mens', null],
      ['Unisex', 'unisex', null],
    ]);
    const brands = brandSchema.array().parse(await get(token, 'brands'));
    expect(brands.map((b) => b.name)).toEqual(['Benton', 'Capmia', 'Lara', 'Premera', 'Zeon']);
    const vendors = vendorSchema.array().parse(await get(token, 'vendors'));
    expect(vendors.map((v) => v.name)).toEqual(['Evel', 'Mivon', 'Neogen']);
    const tags = inventoryTagSchema.array().parse(await get(token, 'tags'));
    expect(tags.length).toBeGreaterThanOrEqual(10);
  });

  it('has 23 schema-valid products using only those lists and tax percents 8, 10, 18, 20 and 30', async () => {
    expect(SAMPLE_PRODUCTS).toHaveLength(23);
    const { token } = await signUpAndIn(app);
    const products = productSchema.array().parse(await allProducts(token));
    expect(products).toHaveLength(23);
    const ids = async (path: string) =>
      new Set(((await get(token, path)) as { id: string }[]).map((row) => row.id));
    const [categories, brands, vendors, tags] = await Promise.all(
      ['categories', 'brands', 'vendors', 'tags'].map(ids),
    );
    for (const product of products) {
      expect(categories.has(product.category!)).toBe(true);
      expect(brands.has(product.brand!)).toBe(true);
      expect(vendors.has(product.vendor!)).toBe(true);
      for (const tag of product.tags) expect(tags.has(tag)).toBe(true);
      expect(product.price).toBeCloseTo(product.basePrice * (1 + product.taxPercent / 100), 2);
      expect(product.sku).not.toBe('');
    }
    expect(new Set(products.map((p) => p.taxPercent))).toEqual(new Set([8, 10, 18, 20, 30]));
    expect(new Set(products.map((p) => p.category)).size).toBe(3);
    expect(new Set(products.map((p) => p.brand)).size).toBe(5);
    expect(new Set(products.map((p) => p.vendor)).size).toBe(3);
  });

  it('is each account’s own copy', async () => {
    const a = await signUpAndIn(app);
    const b = await signUpAndIn(app);
    const aIds = new Set((await allProducts(a.token)).map((p) => p.id));
    const bProducts = await allProducts(b.token);
    expect(bProducts).toHaveLength(23);
    expect(bProducts.some((p) => aIds.has(p.id))).toBe(false);
  });
});

describe('tags', () => {
  it('creates, renames and lists tags; a duplicate title is 409', async () => {
    const { token } = await signUpAndIn(app);
    const created = await call(app, 'POST', `${BASE}/tag`, {
      token,
      body: { tag: { title: '  Vintage ' } },
    });
    expect(created.status).toBe(200);
    const tag = inventoryTagSchema.parse(created.body);
    expect(tag.title).toBe('Vintage');
    const renamed = await call(app, 'PATCH', `${BASE}/tag`, {
      token,
      body: { id: tag.id, tag: { title: 'Heritage' } },
    });
    expect(renamed).toMatchObject({ status: 200, body: { id: tag.id, title: 'Heritage' } });
    expect(await get(token, 'tags')).toContainEqual({ id: tag.id, title: 'Heritage' });
    const duplicate = await call(app, 'POST', `${BASE}/tag`, {
      token,
      body: { tag: { title: 'LEATHER' } },
    });
    expect(duplicate.status).toBe(409);
    expect(errorOf(duplicate)).toMatch(/^tag.title: /);
  });
});

describe('isolation', () => {
  it('another account’s products and tags answer 404 and stay unchanged', async () => {
    const a = await signUpAndIn(app);
    const b = await signUpAndIn(app);
    const [product] = await allProducts(a.token);
    const [tag] = (await get(a.token, 'tags')) as InventoryTag[];
    const asB = (method: string, path: string, body?: unknown) =>
      call(app, method, `${BASE}/${path}`, { token: b.token, body });

    expect((await asB('GET', `product?id=${product.id}`)).status).toBe(404);
    expect((await asB('PATCH', 'product', { id: product.id, product: { name: 'x' } })).status).toBe(
      404,
    );
    expect((await asB('DELETE', `product?id=${product.id}`)).status).toBe(404);
    expect((await asB('PATCH', 'tag', { id: tag.id, tag: { title: 'x' } })).status).toBe(404);
    expect((await asB('DELETE', `tag?id=${tag.id}`)).status).toBe(404);

    expect(await get(a.token, `product?id=${product.id}`)).toEqual(product);
    const [row] = await db
      .select()
      .from(inventoryTags)
      .where(and(eq(inventoryTags.id, tag.id), eq(inventoryTags.title, tag.title)));
    expect(row).toBeDefined();
    const carrying = await db
      .select({ id: inventoryProducts.id })
      .from(inventoryProducts)
      .where(eq(inventoryProducts.userId, a.user.id));
    expect(carrying).toHaveLength(23);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    const { token } = await signUpAndIn(app);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      for (const [method, path, body] of [
        ['GET', `product?id=${id}`],
        ['DELETE', `product?id=${id}`],
        ['PATCH', 'product', { id, product: { name: 'x' } }],
        ['PATCH', 'tag', { id, tag: { title: 'x' } }],
        ['DELETE', `tag?id=${id}`],
      ] as const) {
        const res = await call(app, method, `${BASE}/${path}`, { token, body });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(errorOf(res)).toMatch(/^No (product|tag) with this id$/);
      }
    }
  });

  it('answers 401 without a token', async () => {
    for (const path of ['categories', 'products', 'product?id=x', 'tags']) {
      expect((await call(app, 'GET', `${BASE}/${path}`)).status).toBe(401);
    }
  });
});

describe('bad input answers 400 naming the field', () => {
  // Each account costs a slow password hash, so one account tries every bad query.
  it('GET products with a bad sort, order, page or size', async () => {
    const { token } = await signUpAndIn(app);
    for (const [query, message] of [
      ['sort=description', /^sort: /],
      ['sort=bogus', /^sort: Must be one of name, sku, active/],
      ['order=up', /^order: /],
      ['page=-1', /^page: /],
      ['page=abc', /^page: /],
      ['page=1.5', /^page: /],
      ['size=0', /^size: /],
      ['size=101', /^size: /],
      ['size=ten', /^size: /],
    ] as const) {
      const res = await call(app, 'GET', `${BASE}/products?${query}`, { token });
      expect(res.status, query).toBe(400);
      expect(errorOf(res)).toMatch(message);
    }
  });

  it('bodies and queries with missing or wrong fields', async () => {
    const { token } = await signUpAndIn(app);
    for (const [method, path, body, message] of [
      ['PATCH', 'product', { product: { name: 'x' } }, /^id: /],
      ['PATCH', 'product', { id: 'x' }, /^product: /],
      ['PATCH', 'product', { id: 'x', product: { stock: 'ten' } }, /^product.stock: /],
      ['PATCH', 'product', { id: 'x', product: { stock: -1 } }, /^product.stock: /],
      ['PATCH', 'product', { id: 'x', product: { name: '  ' } }, /^product.name: /],
      ['PATCH', 'product', { id: 'x', product: { active: 'yes' } }, /^product.active: /],
      ['PATCH', 'product', { id: 'x', product: { tags: ['nope'] } }, /^product.tags.0: /],
      ['PATCH', 'product', { id: 'x', product: { taxPercent: 101 } }, /^product.taxPercent: /],
      ['PATCH', 'product', { id: 'x', product: { images: ['c:/x.jpg'] } }, /^product.images.0: /],
      ['POST', 'tag', {}, /^tag: /],
      ['POST', 'tag', { tag: { title: '' } }, /^tag.title: /],
      ['PATCH', 'tag', { id: 'x', tag: { title: 7 } }, /^tag.title: /],
      ['GET', 'product', undefined, /^id: /],
      ['PATCH', 'product', '{"id": "x", "product": {', /JSON/],
    ] as const) {
      const res = await call(app, method, `${BASE}/${path}`, { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorOf(res)).toMatch(message);
    }
  });
});

// Built from this module's router alone, so another area's schema cannot hide a fault here.
it('documents every inventory call in the OpenAPI document', () => {
  const doc = inventoryRoutes.getOpenAPI31Document({
    openapi: '3.1.0',
    info: { title: 'inventory', version: '1' },
  });
  const methods = (path: string) => Object.keys(doc.paths?.[`/${path}`] ?? {}).sort();
  for (const path of ['categories', 'brands', 'vendors', 'tags', 'products']) {
    expect(methods(path)).toEqual(['get']);
  }
  expect(methods('product')).toEqual(['delete', 'get', 'patch', 'post']);
  expect(methods('tag')).toEqual(['delete', 'patch', 'post']);
  const params = (doc.paths?.['/products']?.get?.parameters ?? []) as { name: string }[];
  expect(params.map((p) => p.name).sort()).toEqual(['order', 'page', 'search', 'size', 'sort']);
});
