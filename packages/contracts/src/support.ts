import { z } from 'zod';
import { isInAppPath } from './app-links';
import { emailSchema, personNameSchema } from './auth';

// Help and support (decision 012): contact requests and walkthrough videos.

export const SUPPORT_CATEGORIES = [
  'account',
  'quizzes',
  'interviews',
  'billing',
  'bug',
  'other',
] as const;

export const SUBJECT_MIN_LENGTH = 3;
export const SUBJECT_MAX_LENGTH = 150;
export const MESSAGE_MIN_LENGTH = 10;
export const MESSAGE_MAX_LENGTH = 5000;

export const createSupportRequestSchema = z.object({
  // Taken from the account when signed in; required from a signed-out visitor.
  name: personNameSchema.optional(),
  email: emailSchema.optional(),
  category: z.enum(SUPPORT_CATEGORIES),
  subject: z
    .string()
    .trim()
    .min(SUBJECT_MIN_LENGTH, 'Write a short subject')
    .max(SUBJECT_MAX_LENGTH),
  message: z
    .string()
    .trim()
    .min(MESSAGE_MIN_LENGTH, 'Tell us a little more (at least 10 characters)')
    .max(MESSAGE_MAX_LENGTH),
});
export type CreateSupportRequest = z.infer<typeof createSupportRequestSchema>;

export const supportRequestSchema = z.object({
  id: z.uuid(),
  category: z.enum(SUPPORT_CATEGORIES),
  subject: z.string(),
  message: z.string(),
  status: z.enum(['open', 'answered', 'closed']),
  createdAt: z.string(),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;

export const WALKTHROUGH_TOOLS = [
  'quiz',
  'practice',
  'mock-interview',
  'progress',
  'profile',
] as const;

export const createWalkthroughSchema = z
  .object({
    tool: z.enum(WALKTHROUGH_TOOLS),
    title: z.string().trim().min(1).max(150),
    description: z.string().trim().max(1000).default(''),
    // Either a link (https, or a path on this site) or an uploaded video (POST /api/recordings).
    url: z
      .string()
      .max(2000)
      .refine((v) => v.startsWith('https://') || isInAppPath(v), {
        message: 'Use an https:// link or a path on this site',
      })
      .optional(),
    recordingId: z.uuid().optional(),
    // WebVTT text.
    captions: z
      .string()
      .max(200_000)
      .refine(
        (v) => v.trimStart().startsWith('WEBVTT'),
        'Captions must be WebVTT (start with WEBVTT)',
      )
      .optional(),
  })
  .refine((v) => Boolean(v.url) !== Boolean(v.recordingId), {
    message: 'Give either a link or an uploaded video',
    path: ['url'],
  });
export type CreateWalkthrough = z.input<typeof createWalkthroughSchema>;

export const walkthroughSchema = z.object({
  id: z.uuid(),
  tool: z.enum(WALKTHROUGH_TOOLS),
  title: z.string(),
  description: z.string(),
  // Where the player loads the video: the link, or a signed address of the upload.
  videoUrl: z.string(),
  mimeType: z.string().nullable(),
  captions: z.string().nullable(),
  createdAt: z.string(),
});
export type Walkthrough = z.infer<typeof walkthroughSchema>;
