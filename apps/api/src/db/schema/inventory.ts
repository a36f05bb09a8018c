import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

// Each account has its own catalogue (categories, brands, vendors, tags, products): a user edits
// only their own, and the sample copy is made at sign-up.
const userId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const inventoryCategories = pgTable(
  'inventory_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    // Sample content made at sign-up, removable in one action (decision 037).
    sample: boolean('sample').notNull().default(false),
    parentId: uuid('parent_id'),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
  },
  (t) => [
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id] }).onDelete('set null'),
    uniqueIndex('inventory_categories_user_slug_key').on(t.userId, t.slug),
  ],
);

export const inventoryBrands = pgTable(
  'inventory_brands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    sample: boolean('sample').notNull().default(false),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
  },
  (t) => [uniqueIndex('inventory_brands_user_slug_key').on(t.userId, t.slug)],
);

export const inventoryVendors = pgTable(
  'inventory_vendors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    sample: boolean('sample').notNull().default(false),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
  },
  (t) => [uniqueIndex('inventory_vendors_user_slug_key').on(t.userId, t.slug)],
);

export const inventoryTags = pgTable(
  'inventory_tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    sample: boolean('sample').notNull().default(false),
    title: text('title').notNull(),
  },
  // Titles are unique per user whatever their case, so a picker never shows two 'Leather'.
  (t) => [uniqueIndex('inventory_tags_user_title_key').on(t.userId, sql`lower(${t.title})`)],
);

const money = (name: string) =>
  numeric(name, { precision: 12, scale: 2, mode: 'number' }).notNull().default(0);

export const inventoryProducts = pgTable(
  'inventory_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    sample: boolean('sample').notNull().default(false),
    categoryId: uuid('category_id').references(() => inventoryCategories.id, {
      onDelete: 'set null',
    }),
    name: text('name').notNull(),
    // The name lower-cased once on write: a case-insensitive search is then a plain LIKE (about
    // five times cheaper per row than ILIKE) and the name sort reads it straight from its index.
    nameLower: text('name_lower')
      .notNull()
      .generatedAlwaysAs(sql`lower(name)`),
    description: text('description').notNull().default(''),
    // Tag ids of this user's inventory_tags; deleting a tag strips it here in the same transaction.
    tags: uuid('tags')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    sku: text('sku').notNull().default(''),
    barcode: text('barcode').notNull().default(''),
    brandId: uuid('brand_id').references(() => inventoryBrands.id, { onDelete: 'set null' }),
    vendorId: uuid('vendor_id').references(() => inventoryVendors.id, { onDelete: 'set null' }),
    stock: integer('stock').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
    cost: money('cost'),
    basePrice: money('base_price'),
    taxPercent: numeric('tax_percent', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    // Base price plus tax, kept by the database so it can never disagree with its inputs.
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' })
      .notNull()
      .generatedAlwaysAs(sql`round(base_price * (100 + tax_percent) / 100, 2)`),
    weight: numeric('weight', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    thumbnail: text('thumbnail'),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(false),
  },
  // One index per sortable field, each ending in id (the tie-breaker), so any sorted page is an
  // index range scan for the user; name's also serves the default list and can answer a name
  // search's count from the index alone.
  (t) => [
    index('inventory_products_user_name_idx').on(t.userId, t.nameLower, t.id),
    index('inventory_products_user_sku_idx').on(t.userId, sql`lower(${t.sku})`, t.id),
    index('inventory_products_user_active_idx').on(t.userId, t.active, t.id),
    index('inventory_products_user_stock_idx').on(t.userId, t.stock, t.id),
    index('inventory_products_user_reserved_idx').on(t.userId, t.reserved, t.id),
    index('inventory_products_user_cost_idx').on(t.userId, t.cost, t.id),
    index('inventory_products_user_base_price_idx').on(t.userId, t.basePrice, t.id),
    index('inventory_products_user_tax_percent_idx').on(t.userId, t.taxPercent, t.id),
    index('inventory_products_user_price_idx').on(t.userId, t.price, t.id),
    index('inventory_products_user_weight_idx').on(t.userId, t.weight, t.id),
    // Finds the products carrying a tag when the tag is deleted.
    index('inventory_products_tags_idx').using('gin', t.tags),
  ],
);
