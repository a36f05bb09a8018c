import { z } from 'zod';
import { isInAppPath } from './app-links';
import { personNameSchema } from './auth';

export const USER_STATUSES = ['online', 'away', 'busy', 'not-visible'] as const;
export const userStatusSchema = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof userStatusSchema>;

export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  status: userStatusSchema,
  roles: z.array(z.string()),
  metadata: z.object({ organization_id: z.string().nullable() }),
});
export type User = z.infer<typeof userSchema>;

// An avatar is an image URL of our own (/...), an https URL, or an inline image data URL.
const AVATAR_MAX_LENGTH = 700_000;
export const avatarSchema = z
  .string()
  .max(AVATAR_MAX_LENGTH, 'Avatar image is too large (limit about 500 KB)')
  .refine(
    (v) =>
      isInAppPath(v) ||
      v.startsWith('https://') ||
      /^data:image\/(png|jpeg|gif|webp);base64,/.test(v),
    'Avatar must be an image URL or an image data URL',
  )
  .nullable();

// PATCH common/user takes {user}; only name, avatar and status can change. Other keys a client
// sends back (id, email, roles...) are ignored, never applied.
export const updateUserSchema = z.object({
  user: z.object({
    name: personNameSchema.optional(),
    avatar: avatarSchema.optional(),
    status: userStatusSchema.optional(),
  }),
});
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

export const authResponseSchema = z.object({
  user: userSchema,
  accessToken: z.string(),
  tokenType: z.literal('bearer'),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;
