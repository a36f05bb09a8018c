import { createWalkthroughSchema } from '@rehearse/contracts/support';
import { withCode } from '@rehearse/contracts/validation-issues';
import { z } from 'zod';

export const VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;
// The server's default recording limit (RECORDING_MAX_MB); it answers 413 past its own.
export const VIDEO_MAX_MB = 100;

export type AddVideoValues = {
  tool: string;
  title: string;
  description: string;
  source: 'link' | 'upload';
  url: string;
  file: File | null;
  // null until a captions file is chosen.
  captions: string | null;
};

const { tool, title, description, url, captions } = createWalkthroughSchema.shape;
const common = { tool, title, description, captions: captions.unwrap().nullable() };

// The uploaded video: the types and size POST /api/recordings takes (its own codes).
const videoFile = z
  .custom<File>((value) => value instanceof File, withCode('validation.required', 'Choose a file'))
  .refine(
    (file) => (VIDEO_TYPES as readonly string[]).includes(file.type),
    withCode('recording.unsupported_type', 'Choose an MP4 or WebM video', { types: 'MP4, WebM' }),
  )
  .refine(
    (file) => file.size <= VIDEO_MAX_MB * 1024 * 1024,
    withCode('recording.too_large', 'The video is too large', { maxMb: VIDEO_MAX_MB }),
  );

// The contract's walkthrough as the dialog holds it: a link (required, then the contract's link
// rule) or an uploaded file, never both; the contract's own either-or rule is the radio choice.
export const addVideoFormSchema = z.discriminatedUnion('source', [
  z.object({
    ...common,
    source: z.literal('link'),
    url: z.string().trim().min(1).pipe(url.unwrap()),
  }),
  z.object({ ...common, source: z.literal('upload'), file: videoFile }),
]);
