import { and, asc, eq, sql } from 'drizzle-orm';
import type { Category, InventoryTag } from '@rehearse/contracts/inventory';
import type { Db } from '../../db/db';
import { isUniqueViolation } from '../../db/errors';
import { idIs } from '../../db/ids';
import {
  inventoryBrands,
  inventoryCategories,
  inventoryProducts,
  inventoryTags,
  inventoryVendors,
} from '../../db/schema/inventory';
import { AppError, notFound } from '../../platform/errors';

// The account's catalogue lists (categories, brands, vendors) and its product tags.

export async function listCategories(db: Db, userId: string): Promise<Category[]> {
  return db
    .select({
      id: inventoryCategories.id,
      parentId: inventoryCategories.parentId,
      name: inventoryCategories.name,
      slug: inventoryCategories.slug,
    })
    .from(inventoryCategories)
    .where(eq(inventoryCategories.userId, userId))
    .orderBy(asc(inventoryCategories.name), asc(inventoryCategories.id));
}

export async function listBrands(db: Db, userId: string) {
  return db
    .select({ id: inventoryBrands.id, name: inventoryBrands.name, slug: inventoryBrands.slug })
    .from(inventoryBrands)
    .where(eq(inventoryBrands.userId, userId))
    .orderBy(asc(inventoryBrands.name), asc(inventoryBrands.id));
}

export async function listVendors(db: Db, userId: string) {
  return db
    .select({ id: inventoryVendors.id, name: inventoryVendors.name, slug: inventoryVendors.slug })
    .from(inventoryVendors)
    .where(eq(inventoryVendors.userId, userId))
    .orderBy(asc(inventoryVendors.name), asc(inventoryVendors.id));
}

const tagColumns = { id: inventoryTags.id, title: inventoryTags.title };

export async function listTags(db: Db, userId: string): Promise<InventoryTag[]> {
  return db
    .select(tagColumns)
    .from(inventoryTags)
    .where(eq(inventoryTags.userId, userId))
    .orderBy(sql`lower(${inventoryTags.title})`, asc(inventoryTags.id));
}

const duplicateTitle = () =>
  new AppError('inventory.tag_exists', 'A tag with this title already exists', {
    field: 'tag.title',
  });
const noSuchTag = () => notFound('No tag with this id');

export async function createTag(db: Db, userId: string, title: string): Promise<InventoryTag> {
  try {
    const [tag] = await db.insert(inventoryTags).values({ userId, title }).returning(tagColumns);
    return tag;
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicateTitle();
    throw err;
  }
}

export async function updateTag(
  db: Db,
  userId: string,
  id: string,
  title: string,
): Promise<InventoryTag> {
  try {
    const [tag] = await db
      .update(inventoryTags)
      .set({ title })
      .where(and(idIs(inventoryTags.id, id), eq(inventoryTags.userId, userId)))
      .returning(tagColumns);
    if (!tag) throw noSuchTag();
    return tag;
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicateTitle();
    throw err;
  }
}

// Removes the tag and strips it from every product carrying it, all or nothing.
export async function deleteTag(db: Db, userId: string, id: string): Promise<true> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(inventoryTags)
      .where(and(idIs(inventoryTags.id, id), eq(inventoryTags.userId, userId)))
      .returning({ id: inventoryTags.id });
    if (!deleted) throw noSuchTag();
    await tx
      .update(inventoryProducts)
      .set({ tags: sql`array_remove(${inventoryProducts.tags}, ${id}::uuid)` })
      .where(
        and(
          eq(inventoryProducts.userId, userId),
          sql`${inventoryProducts.tags} @> array[${id}::uuid]`,
        ),
      );
  });
  return true;
}
