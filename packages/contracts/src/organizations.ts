import { z } from 'zod';

export const ORGANIZATION_TYPES = ['recruiting', 'individual'] as const;
export const organizationTypeSchema = z.enum(ORGANIZATION_TYPES);

export const organizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  organization_type: organizationTypeSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Organization = z.infer<typeof organizationSchema>;
