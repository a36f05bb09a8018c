import { z } from 'zod';
import { productChangesSchema, type Product } from '@rehearse/contracts/inventory';

const fields = productChangesSchema.shape;

// A select's '' means "none", which the product stores as null.
const emptyIsNull = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' ? null : value), schema);

// A number field holds text: empty is "required", anything else is read as a number (text that
// is none gives NaN, which the contract refuses as "Enter a number").
const numberText = <S extends z.ZodType>(schema: S) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value,
    schema,
  );

// The editor's rules are the contract's (PATCH product), every field present: name required,
// figures 0 or more, whole stock counts, tax 0 to 100.
export const productFormSchema = z.object({
  name: fields.name.unwrap(),
  description: fields.description.unwrap(),
  category: emptyIsNull(fields.category.unwrap()),
  brand: emptyIsNull(fields.brand.unwrap()),
  vendor: emptyIsNull(fields.vendor.unwrap()),
  tags: fields.tags.unwrap(),
  sku: fields.sku.unwrap(),
  barcode: fields.barcode.unwrap(),
  stock: numberText(fields.stock.unwrap()),
  reserved: numberText(fields.reserved.unwrap()),
  cost: numberText(fields.cost.unwrap()),
  basePrice: numberText(fields.basePrice.unwrap()),
  taxPercent: numberText(fields.taxPercent.unwrap()),
  weight: numberText(fields.weight.unwrap()),
  thumbnail: emptyIsNull(fields.thumbnail.unwrap()),
  images: fields.images.unwrap(),
  active: fields.active.unwrap(),
});
export type ProductFormOutput = z.output<typeof productFormSchema>;

// What the fields hold: text for texts, figures and selects ('' for none).
export type ProductFormValues = {
  name: string;
  description: string;
  category: string;
  brand: string;
  vendor: string;
  tags: string[];
  sku: string;
  barcode: string;
  stock: string;
  reserved: string;
  cost: string;
  basePrice: string;
  taxPercent: string;
  weight: string;
  thumbnail: string;
  images: string[];
  active: boolean;
};

export const formValuesOf = (product: Product): ProductFormValues => ({
  name: product.name,
  description: product.description,
  category: product.category ?? '',
  brand: product.brand ?? '',
  vendor: product.vendor ?? '',
  tags: product.tags,
  sku: product.sku,
  barcode: product.barcode,
  stock: String(product.stock),
  reserved: String(product.reserved),
  cost: String(product.cost),
  basePrice: String(product.basePrice),
  taxPercent: String(product.taxPercent),
  weight: String(product.weight),
  thumbnail: product.thumbnail ?? '',
  images: product.images,
  active: product.active,
});

// The API's field names (product.name ...) are the form's without the prefix.
export const serverFields = Object.fromEntries(
  Object.keys(productFormSchema.shape).map((name) => [`product.${name}`, name]),
) as Record<string, keyof ProductFormValues>;

// The price as the server computes it (inventory_products.price): base price plus tax percent,
// rounded to cents. Shown live while typing, and left blank while either figure is one the
// server would refuse; the saved figure is always the server's.
export function computedPrice(basePrice: string, taxPercent: string): number | null {
  if (basePrice.trim() === '' || taxPercent.trim() === '') return null;
  const base = Number(basePrice);
  const tax = Number(taxPercent);
  if (!(base >= 0) || !(tax >= 0 && tax <= 100)) return null;
  return Math.round(((base * (100 + tax)) / 100) * 100) / 100;
}
