import { z } from 'zod';

export const productUserSchema = z.object({
  id: z.string(),
  organization_id: z.string(),
  external_id: z.string(),
  created_by: z.string(),
  updated_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProductUser = z.infer<typeof productUserSchema>;

const idText = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(200);

export const productUserLookupSchema = z.object({
  organization_id: z.uuid({ error: 'organization_id must be a UUID' }),
  external_id: idText('external_id'),
});

export const createProductUserSchema = z.object({
  organization_id: z.uuid({ error: 'organization_id must be a UUID' }),
  external_id: idText('external_id'),
  created_by: idText('created_by'),
  updated_by: idText('updated_by'),
});
export type CreateProductUserInput = z.infer<typeof createProductUserSchema>;
