import { z } from 'zod';
import { PLAN_IDS } from './billing';
import { adminPageMeta, adminPagingSchema, adminSearchSchema } from './admin-paging';
import {
  COMPANY_NAME_MAX_LENGTH,
  ORGANIZATION_ROLES,
  ORGANIZATION_TYPES,
  updateCompanyProfileSchema,
} from './organizations';

// Organizations as admins manage them (docs/decisions/057-admin-workspace.md). A suspended
// organization's members cannot sign in until an admin restores it.

export const ORGANIZATION_STATUSES = ['active', 'suspended'] as const;

export const adminOrganizationsQuerySchema = adminPagingSchema.extend({
  search: adminSearchSchema,
  type: z.enum(ORGANIZATION_TYPES).optional(),
  status: z.enum(ORGANIZATION_STATUSES).optional(),
});
export type AdminOrganizationsQuery = z.infer<typeof adminOrganizationsQuerySchema>;

export const adminOrganizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(ORGANIZATION_TYPES),
  status: z.enum(ORGANIZATION_STATUSES),
  website: z.string().nullable(),
  brand_color: z.string().nullable(),
  suspended_at: z.string().nullable(),
  member_count: z.number().int(),
  // The subscription's plan and free balance; an organization without a subscription yet
  // shows its plan's defaults and a zero balance.
  plan: z.enum(PLAN_IDS),
  balance: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminOrganization = z.infer<typeof adminOrganizationSchema>;

export const adminOrganizationPageSchema = z.object({
  organizations: z.array(adminOrganizationSchema),
  ...adminPageMeta,
});
export type AdminOrganizationPage = z.infer<typeof adminOrganizationPageSchema>;

export const adminOrganizationMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  organization_role: z.enum(ORGANIZATION_ROLES).nullable(),
  roles: z.array(z.string()),
});

export const adminOrganizationDetailSchema = adminOrganizationSchema.extend({
  members: z.array(adminOrganizationMemberSchema),
});
export type AdminOrganizationDetail = z.infer<typeof adminOrganizationDetailSchema>;

const organizationName = z.string().trim().min(1).max(COMPANY_NAME_MAX_LENGTH);

export const createAdminOrganizationSchema = z
  .object({ name: organizationName, type: z.enum(ORGANIZATION_TYPES) })
  .strict();
export type CreateAdminOrganizationInput = z.infer<typeof createAdminOrganizationSchema>;

// The website and brand colour are validated as the company profile validates them.
export const updateAdminOrganizationSchema = updateCompanyProfileSchema
  .pick({ website: true, brand_color: true })
  .extend({
    name: organizationName.optional(),
    type: z.enum(ORGANIZATION_TYPES).optional(),
  })
  .strict();
export type UpdateAdminOrganizationInput = z.infer<typeof updateAdminOrganizationSchema>;
