import { z } from 'zod';
import { isInAppPath } from './app-links';
import { optionalText } from './optional-text';

// Inventory (decision 004), calls under /api/apps/ecommerce/inventory.

export const categorySchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  name: z.string(),
  slug: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const brandSchema = z.object({ id: z.string(), name: z.string(), slug: z.string() });
export type Brand = z.infer<typeof brandSchema>;

export const vendorSchema = brandSchema;
export type Vendor = z.infer<typeof vendorSchema>;

export const inventoryTagSchema = z.object({ id: z.string(), title: z.string() });
export type InventoryTag = z.infer<typeof inventoryTagSchema>;

// `price` is always basePrice plus taxPercent, rounded to cents; the server computes it.
export const productSchema = z.object({
  id: z.string(),
  category: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  sku: z.string(),
  barcode: z.string(),
  brand: z.string().nullable(),
  vendor: z.string().nullable(),
  stock: z.number().int(),
  reserved: z.number().int(),
  cost: z.number(),
  basePrice: z.number(),
  taxPercent: z.number(),
  price: z.number(),
  weight: z.number(),
  thumbnail: z.string().nullable(),
  images: z.array(z.string()),
  active: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;

export const NEW_PRODUCT_NAME = 'A New Product';
export const PRODUCT_PAGE_SIZE = 10;
export const PRODUCT_MAX_PAGE_SIZE = 100;

// Sortable fields. sku, name and active compare as case-insensitive text, the rest as numbers.
// Ids, references, lists and free text (description, barcode, thumbnail) are not sortable.
export const PRODUCT_TEXT_SORT_FIELDS = ['name', 'sku', 'active'] as const;
export const PRODUCT_NUMERIC_SORT_FIELDS = [
  'stock',
  'reserved',
  'cost',
  'basePrice',
  'taxPercent',
  'price',
  'weight',
] as const;
export const PRODUCT_SORT_FIELDS = [
  ...PRODUCT_TEXT_SORT_FIELDS,
  ...PRODUCT_NUMERIC_SORT_FIELDS,
] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];

// Query values arrive as text; a page or size that is not a whole number is a 400, not a NaN.
const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'Must be a whole number of 0 or more')
    .transform(Number)
    .pipe(z.number().min(min, `Must be at least ${min}`).max(max, `Must be at most ${max}`));

export const productListQuerySchema = z.object({
  search: z.string().max(200, 'Must be at most 200 characters').optional(),
  sort: z
    .enum(PRODUCT_SORT_FIELDS, { error: `Must be one of ${PRODUCT_SORT_FIELDS.join(', ')}` })
    .optional(),
  order: z.enum(['asc', 'desc'], { error: 'Must be asc or desc' }).optional(),
  // Zero-based page index; 1 (the second page) when omitted, kept as the old mock had it
  // (decision 004).
  page: wholeNumber(0, 999_999_999).optional(),
  size: wholeNumber(1, PRODUCT_MAX_PAGE_SIZE).optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productPaginationSchema = z.object({
  length: z.number().int(),
  size: z.number().int(),
  page: z.number().int(),
  lastPage: z.number().int(),
  startIndex: z.number().int(),
  endIndex: z.number().int(),
});
export type ProductPagination = z.infer<typeof productPaginationSchema>;

export const productListSchema = z.union([
  z.object({ products: z.array(productSchema), pagination: productPaginationSchema }),
  // A page past the last: no products, only where the last page is.
  z.object({ products: z.null(), pagination: z.object({ lastPage: z.number().int() }) }),
]);
export type ProductList = z.infer<typeof productListSchema>;

// The id of the item a call is about; text that is no known id answers 404.
const idField = z.string({ error: 'Required' }).min(1, 'Required').max(100, 'Not a known id');
export const idQuerySchema = z.object({ id: idField });

const referenceId = z.uuid({ error: 'Must be an id' });
const imagePath = z
  .string({ error: 'Must be text' })
  .max(2000, 'Must be at most 2000 characters')
  .refine(
    (v) => isInAppPath(v) || v.startsWith('https://'),
    'Images must be a path (/...) or an https URL',
  );
const number = (max: number) =>
  z
    .number({ error: 'Must be a number' })
    .min(0, 'Cannot be negative')
    .max(max, `Must be at most ${max}`);
const count = number(1_000_000_000).int('Must be a whole number');

// Fields a PATCH may change. `id` and `price` may be sent back but are ignored: the id is the
// call's, and the price is always recomputed from basePrice and taxPercent.
export const productChangesSchema = z.object({
  category: referenceId.nullable().optional(),
  name: z
    .string({ error: 'Must be text' })
    .trim()
    .min(1, 'Cannot be empty')
    .max(200, 'Must be at most 200 characters')
    .optional(),
  description: optionalText(
    z.string({ error: 'Must be text' }).max(5000, 'Must be at most 5000 characters'),
  ).optional(),
  tags: z.array(referenceId).max(50, 'At most 50 tags').optional(),
  sku: optionalText(
    z.string({ error: 'Must be text' }).trim().max(100, 'Must be at most 100 characters'),
  ).optional(),
  barcode: optionalText(
    z.string({ error: 'Must be text' }).trim().max(100, 'Must be at most 100 characters'),
  ).optional(),
  brand: referenceId.nullable().optional(),
  vendor: referenceId.nullable().optional(),
  stock: count.optional(),
  reserved: count.optional(),
  cost: number(100_000_000).optional(),
  basePrice: number(100_000_000).optional(),
  taxPercent: number(100).optional(),
  weight: number(100_000).optional(),
  thumbnail: imagePath.nullable().optional(),
  images: z.array(imagePath).max(20, 'At most 20 images').optional(),
  active: z.boolean({ error: 'Must be true or false' }).optional(),
});
export type ProductChanges = z.infer<typeof productChangesSchema>;

export const updateProductSchema = z.object({
  id: idField,
  product: productChangesSchema,
});
export type UpdateProductInput = z.infer<typeof updateProductSchema>;

const tagTitle = z
  .string({ error: 'Required' })
  .trim()
  .min(1, 'Cannot be empty')
  .max(50, 'Must be at most 50 characters');

export const createInventoryTagSchema = z.object({ tag: z.object({ title: tagTitle }) });
export type CreateInventoryTagInput = z.infer<typeof createInventoryTagSchema>;

export const updateInventoryTagSchema = z.object({
  id: idField,
  tag: z.object({ title: tagTitle }),
});
export type UpdateInventoryTagInput = z.infer<typeof updateInventoryTagSchema>;
