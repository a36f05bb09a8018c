import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  NEW_PRODUCT_NAME,
  PRODUCT_PAGE_SIZE,
  type Product,
  type ProductChanges,
  type ProductList,
  type ProductListQuery,
  type ProductSortField,
} from '@rehearse/contracts/inventory';
import type { Db } from '../../db/db';
import { idIs } from '../../db/ids';
import {
  inventoryBrands,
  inventoryCategories,
  inventoryProducts as products,
  inventoryTags,
  inventoryVendors,
} from '../../db/schema/inventory';
import { notFound } from '../../platform/errors';
import { assertOwnedIds } from '../../platform/owned-ids';
import { containsPattern } from '../../db/like';

const productColumns = {
  id: products.id,
  category: products.categoryId,
  name: products.name,
  description: products.description,
  tags: products.tags,
  sku: products.sku,
  barcode: products.barcode,
  brand: products.brandId,
  vendor: products.vendorId,
  stock: products.stock,
  reserved: products.reserved,
  cost: products.cost,
  basePrice: products.basePrice,
  taxPercent: products.taxPercent,
  price: products.price,
  weight: products.weight,
  thumbnail: products.thumbnail,
  images: products.images,
  active: products.active,
};

// Text fields sort case-insensitively (active: false before true, as its text would); the rest
// numerically. Each expression matches an index of the schema, led by user_id.
const sortExpressions: Record<ProductSortField, SQL | PgColumn> = {
  name: products.nameLower,
  sku: sql`lower(${products.sku})`,
  active: products.active,
  stock: products.stock,
  reserved: products.reserved,
  cost: products.cost,
  basePrice: products.basePrice,
  taxPercent: products.taxPercent,
  price: products.price,
  weight: products.weight,
};

const noSuchProduct = () => notFound('No product with this id');

// The whole filtered set is sorted in SQL, then sliced. `page` is a zero-based index that
// defaults to 1 (decision 004): the slice starts at page * size. A page past lastPage answers
// no products and only lastPage; page === lastPage is an empty slice (endIndex < startIndex).
export async function listProducts(
  db: Db,
  userId: string,
  query: ProductListQuery,
): Promise<ProductList> {
  const sort = query.sort ?? 'name';
  const order = query.order ?? 'asc';
  const page = query.page ?? 1;
  const size = query.size ?? PRODUCT_PAGE_SIZE;
  const search = query.search?.trim();
  const where = and(
    eq(products.userId, userId),
    search ? sql`${products.nameLower} like lower(${containsPattern(search)})` : undefined,
  );

  const [{ length }] = await db.select({ length: count() }).from(products).where(where);
  const lastPage = Math.max(Math.ceil(length / size), 1);
  if (page > lastPage) return { products: null, pagination: { lastPage } };

  const startIndex = page * size;
  const endIndex = Math.min(startIndex + size, length) - 1;
  const direction = order === 'asc' ? asc : desc;
  const rows =
    startIndex >= length
      ? []
      : await db
          .select(productColumns)
          .from(products)
          .where(where)
          // id breaks ties, so pages never overlap or skip equal values.
          .orderBy(direction(sortExpressions[sort]), direction(products.id))
          .limit(size)
          .offset(startIndex);
  return {
    products: rows,
    pagination: { length, size, page, lastPage, startIndex, endIndex },
  };
}

export async function getProduct(db: Db, userId: string, id: string): Promise<Product> {
  const [product] = await db
    .select(productColumns)
    .from(products)
    .where(and(idIs(products.id, id), eq(products.userId, userId)));
  if (!product) throw noSuchProduct();
  return product;
}

// A blank product: 'A New Product', inactive, no tags or images, no category, brand or vendor,
// empty texts and zero figures. Lists stay sorted by the caller's sort, so "placed first" is
// the client's job: it shows the answer at the top until the list is next fetched.
export async function createProduct(db: Db, userId: string): Promise<Product> {
  const [product] = await db
    .insert(products)
    .values({ userId, name: NEW_PRODUCT_NAME })
    .returning(productColumns);
  return product;
}

// Merges the given fields. References must be this user's (400 naming the field otherwise);
// the price is recomputed by the database from basePrice and taxPercent on every change.
export async function updateProduct(
  db: Db,
  userId: string,
  id: string,
  changes: ProductChanges,
): Promise<Product> {
  const { category, brand, vendor, tags, ...fields } = changes;
  return db.transaction(async (tx) => {
    const owned = (
      table: Parameters<typeof assertOwnedIds>[1],
      value: string | null | undefined,
      field: string,
    ) => (value ? assertOwnedIds(tx, table, userId, [value], field) : undefined);
    await owned(inventoryCategories, category, 'product.category');
    await owned(inventoryBrands, brand, 'product.brand');
    await owned(inventoryVendors, vendor, 'product.vendor');
    const tagIds = tags && (await assertOwnedIds(tx, inventoryTags, userId, tags, 'product.tags'));

    const set = {
      ...fields,
      ...(category !== undefined && { categoryId: category }),
      ...(brand !== undefined && { brandId: brand }),
      ...(vendor !== undefined && { vendorId: vendor }),
      ...(tagIds && { tags: tagIds }),
    };
    if (Object.keys(set).length === 0) return getProduct(tx, userId, id);
    const [product] = await tx
      .update(products)
      .set(set)
      .where(and(idIs(products.id, id), eq(products.userId, userId)))
      .returning(productColumns);
    if (!product) throw noSuchProduct();
    return product;
  });
}

export async function deleteProduct(db: Db, userId: string, id: string): Promise<true> {
  const [deleted] = await db
    .delete(products)
    .where(and(idIs(products.id, id), eq(products.userId, userId)))
    .returning({ id: products.id });
  if (!deleted) throw noSuchProduct();
  return true;
}
