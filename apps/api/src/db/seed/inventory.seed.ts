import type { Db } from '../db';
import {
  inventoryBrands,
  inventoryCategories,
  inventoryProducts,
  inventoryTags,
  inventoryVendors,
} from '../schema/inventory';
import type { NewAccount } from '../../platform/account-hooks';
import {
  SAMPLE_BRANDS,
  SAMPLE_CATEGORIES,
  SAMPLE_INVENTORY_TAGS,
  SAMPLE_PRODUCTS,
  SAMPLE_VENDORS,
} from './data/inventory.data';

const idsBy = (rows: { id: string; key: string }[]) => new Map(rows.map((r) => [r.key, r.id]));

// The account's own catalogue: reference lists first, then products pointing at their new ids.
export async function seedInventory(db: Db, account: NewAccount): Promise<void> {
  const { userId } = account;
  // One connection runs them in turn anyway (a transaction), so no Promise.all.
  const categories = await db
    .insert(inventoryCategories)
    .values(SAMPLE_CATEGORIES.map((c) => ({ userId, sample: true, name: c.name, slug: c.slug })))
    .returning({ id: inventoryCategories.id, key: inventoryCategories.slug });
  const brands = await db
    .insert(inventoryBrands)
    .values(SAMPLE_BRANDS.map((b) => ({ userId, sample: true, name: b.name, slug: b.slug })))
    .returning({ id: inventoryBrands.id, key: inventoryBrands.slug });
  const vendors = await db
    .insert(inventoryVendors)
    .values(SAMPLE_VENDORS.map((v) => ({ userId, sample: true, name: v.name, slug: v.slug })))
    .returning({ id: inventoryVendors.id, key: inventoryVendors.slug });
  const tags = await db
    .insert(inventoryTags)
    .values(SAMPLE_INVENTORY_TAGS.map((title) => ({ userId, sample: true, title })))
    .returning({ id: inventoryTags.id, key: inventoryTags.title });
  const categoryId = idsBy(categories);
  const brandId = idsBy(brands);
  const vendorId = idsBy(vendors);
  const tagId = idsBy(tags);
  const pick = (ids: Map<string, string>, key: string) => {
    const id = ids.get(key);
    if (!id) throw new Error(`Inventory sample data names an unknown '${key}'`);
    return id;
  };

  await db.insert(inventoryProducts).values(
    SAMPLE_PRODUCTS.map(({ category, brand, vendor, tags: titles, ...product }) => ({
      ...product,
      userId,
      sample: true,
      categoryId: pick(categoryId, category),
      brandId: pick(brandId, brand),
      vendorId: pick(vendorId, vendor),
      tags: titles.map((title) => pick(tagId, title)),
    })),
  );
}
