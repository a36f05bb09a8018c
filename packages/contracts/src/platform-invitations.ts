import { z } from 'zod';
import { PLATFORM_INVITATION_ROLES } from './admin-invitations';
import { newPasswordSchema, personNameSchema } from './auth';
import { authResponseSchema } from './user';

// The page a platform invitation's link opens (`/platform-invitation?token=...`,
// docs/decisions/057-admin-workspace.md "Accepting a platform invitation"): what the link
// offers and whether it still works, and accepting it as a new account, signed in at once.

export const PLATFORM_INVITATION_STATES = ['pending', 'accepted', 'revoked', 'expired'] as const;
export type PlatformInvitationState = (typeof PLATFORM_INVITATION_STATES)[number];

export const publicPlatformInvitationSchema = z.object({
  email: z.string(),
  role: z.enum(PLATFORM_INVITATION_ROLES),
  // The recruiting organization a recruiter joins; null for the other roles.
  organization_name: z.string().nullable(),
  expires_at: z.string(),
  state: z.enum(PLATFORM_INVITATION_STATES),
});
export type PublicPlatformInvitation = z.infer<typeof publicPlatformInvitationSchema>;

// A new account for the invited email (the team invitation's accept input; the page checks the
// confirmation and the terms before sending).
export const acceptPlatformInvitationSchema = z
  .object({ name: personNameSchema, password: newPasswordSchema })
  .strict();
export type AcceptPlatformInvitationInput = z.infer<typeof acceptPlatformInvitationSchema>;

export const acceptedPlatformInvitationSchema = z.object({
  role: z.enum(PLATFORM_INVITATION_ROLES),
  // The organization the account belongs to: the recruiter's, or its own workspace.
  organization_id: z.string(),
  session: authResponseSchema,
});
export type AcceptedPlatformInvitation = z.infer<typeof acceptedPlatformInvitationSchema>;
