import { z } from 'zod';
import { emailSchema, newPasswordSchema, personNameSchema } from './auth';
import { authResponseSchema } from './user';

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

// A recruiting organization's members and what each may do
// (docs/decisions/041-recruiting-organizations.md): the owner manages the team (invitations,
// roles, removal, ownership); owner and recruiter edit the company profile and postings; a
// reviewer reads and scores.
export const ORGANIZATION_ROLES = ['owner', 'recruiter', 'reviewer'] as const;
export const organizationRoleSchema = z.enum(ORGANIZATION_ROLES);
export type OrganizationRole = z.infer<typeof organizationRoleSchema>;

export const COMPANY_NAME_MAX_LENGTH = 100;
export const COMPANY_WEBSITE_MAX_LENGTH = 300;
export const COMPANY_ABOUT_MAX_LENGTH = 4000;
export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];
// Invitation links live this long; a resend starts a new link with a new week.
export const INVITATION_LIFETIME_DAYS = 7;

// The company profile, as its members read it.
export const companyProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  organization_type: z.literal('recruiting'),
  website: z.string().nullable(),
  about: z.string().nullable(),
  brand_color: z.string().nullable(),
  // Public and cache-busted by the logo's time; null without a logo.
  logo_url: z.string().nullable(),
  // The caller's own role: what the screen offers.
  role: organizationRoleSchema,
  updated_at: z.string(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

// Any subset of the editable fields; null or '' clears an optional one.
const clearable = <T extends z.ZodType<string, string>>(schema: T) =>
  z.union([z.literal('').transform(() => null), schema]).nullable();

export const updateCompanyProfileSchema = z
  .object({
    name: z.string().trim().min(1).max(COMPANY_NAME_MAX_LENGTH),
    website: clearable(
      z
        .string()
        .trim()
        .max(COMPANY_WEBSITE_MAX_LENGTH)
        .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain })),
    ),
    about: clearable(z.string().trim().max(COMPANY_ABOUT_MAX_LENGTH)),
    brand_color: clearable(
      z
        .string()
        .regex(/^#[0-9a-fA-F]{6}$/)
        .transform((v) => v.toLowerCase()),
    ),
  })
  .partial()
  .strict();
export type UpdateCompanyProfileInput = z.infer<typeof updateCompanyProfileSchema>;

export const memberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  role: organizationRoleSchema,
});
export type Member = z.infer<typeof memberSchema>;

export const changeMemberRoleSchema = z.object({ role: organizationRoleSchema }).strict();
export const transferOwnershipSchema = z.object({ user_id: z.string().max(100) }).strict();

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: organizationRoleSchema,
  // Pending until accepted or revoked; expired once past expires_at (a resend renews it).
  status: z.enum(['pending', 'expired']),
  expires_at: z.string(),
  created_at: z.string(),
  invited_by: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const createInvitationSchema = z
  .object({ email: emailSchema, role: organizationRoleSchema })
  .strict();
export type CreateInvitationInput = z.infer<typeof createInvitationSchema>;

// What the invitation page shows before the invitee signs in or signs up.
export const publicInvitationSchema = z.object({
  organization_name: z.string(),
  logo_url: z.string().nullable(),
  brand_color: z.string().nullable(),
  role: organizationRoleSchema,
  email: z.string(),
  inviter_name: z.string().nullable(),
  // Whether the invited email already has an account: sign in to accept, or sign up.
  has_account: z.boolean(),
  expires_at: z.string(),
});
export type PublicInvitation = z.infer<typeof publicInvitationSchema>;

// Signed in: no body (or {}). Signed out: a new account for the invited email.
export const acceptInvitationSchema = z
  .object({ name: personNameSchema, password: newPasswordSchema })
  .partial()
  .strict();
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;

export const acceptedInvitationSchema = z.object({
  organization_id: z.string(),
  role: organizationRoleSchema,
  // A new account is signed in at once.
  session: authResponseSchema.optional(),
});
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;
