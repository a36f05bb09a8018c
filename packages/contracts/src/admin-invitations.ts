import { z } from 'zod';
import { emailSchema } from './auth';
import { adminPageMeta, adminPagingSchema } from './admin-paging';
import { withCode } from './validation-issues';

// Invitations an admin sends to join Rehearse as an admin, as a recruiter of a recruiting
// organization, or as a candidate (docs/decisions/057-admin-workspace.md). The link is emailed
// through the outbox; only a SHA-256 of its token is kept. Pending until accepted, revoked or
// past its time (expired; a resend gives a new link and a new week).

export const PLATFORM_INVITATION_ROLES = ['admin', 'recruiter', 'candidate'] as const;
export const PLATFORM_INVITATION_STATUSES = ['pending', 'accepted', 'expired', 'revoked'] as const;

export const adminInvitationsQuerySchema = adminPagingSchema.extend({
  status: z.enum(PLATFORM_INVITATION_STATUSES).optional(),
});
export type AdminInvitationsQuery = z.infer<typeof adminInvitationsQuerySchema>;

export const createPlatformInvitationSchema = z
  .object({
    email: emailSchema,
    role: z.enum(PLATFORM_INVITATION_ROLES),
    // The recruiting organization a recruiter joins; only for recruiters.
    organization_id: z.uuid().optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.role === 'recruiter' && !value.organization_id) {
      ctx.addIssue({
        code: 'custom',
        path: ['organization_id'],
        ...withCode('validation.required', 'A recruiter joins an organization: choose one'),
      });
    }
    if (value.role !== 'recruiter' && value.organization_id) {
      ctx.addIssue({
        code: 'custom',
        path: ['organization_id'],
        ...withCode('validation.field_invalid', 'Only a recruiter joins an organization'),
      });
    }
  });
export type CreatePlatformInvitationInput = z.infer<typeof createPlatformInvitationSchema>;

export const platformInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(PLATFORM_INVITATION_ROLES),
  organization_id: z.string().nullable(),
  organization_name: z.string().nullable(),
  status: z.enum(PLATFORM_INVITATION_STATUSES),
  expires_at: z.string(),
  accepted_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  invited_by: z.string().nullable(),
  created_at: z.string(),
});
export type PlatformInvitation = z.infer<typeof platformInvitationSchema>;

export const platformInvitationPageSchema = z.object({
  invitations: z.array(platformInvitationSchema),
  ...adminPageMeta,
});
export type PlatformInvitationPage = z.infer<typeof platformInvitationPageSchema>;
