import { z } from 'zod';
import { answerFeedbackSchema, timedWordSchema } from './answer-feedback';
import { competencySchema, openCategorySchema, roleSchema } from './question-bank';
import { publicQuestionSchema } from './question-pool';
import { recordingSchema } from './recordings';
import { withCode } from './validation-issues';

// Practice interviews (decision 011): open questions answered one at a time, every attempt kept.

export const ANSWER_MODES = ['text', 'audio', 'video'] as const;
export const answerModeSchema = z.enum(ANSWER_MODES);

export const practiceQuestionQuerySchema = z.object({
  role: roleSchema.optional(),
  competency: competencySchema.optional(),
  category: openCategorySchema.optional(),
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});

export const practiceQuestionSummarySchema = z.object({
  question: publicQuestionSchema,
  attempts: z.number().int(),
  bestScore: z.number().int().nullable(),
});
export const practiceQuestionPageSchema = z.object({
  items: z.array(practiceQuestionSummarySchema),
  total: z.number().int(),
});

const starText = z.string().trim().max(4000);
export const starSchema = z.object({
  situation: starText,
  task: starText,
  action: starText,
  result: starText,
});

export const createPracticeAttemptSchema = z.object({
  mode: answerModeSchema,
  transcript: z.string().trim().min(1, 'Say or type an answer first').max(20_000),
  star: starSchema.optional(),
  durationSeconds: z.number().min(0).max(3600).optional(),
  words: z.array(timedWordSchema).max(5000).optional(),
  // A recording uploaded with POST /api/recordings (required for audio and video answers).
  recordingId: z.uuid().optional(),
});
export type CreatePracticeAttempt = z.infer<typeof createPracticeAttemptSchema>;

// A rating, a corrected transcript, or both (decision 032).
export const updatePracticeAttemptSchema = z
  .object({
    selfRating: z.number().int().min(1).max(5).nullable().optional(),
    transcript: z.string().trim().min(1, 'Type what you said').max(20_000).optional(),
  })
  .refine((v) => v.selfRating !== undefined || v.transcript !== undefined, {
    path: ['transcript'],
    ...withCode('validation.required', 'Give a rating or a transcript'),
  });
export type UpdatePracticeAttempt = z.infer<typeof updatePracticeAttemptSchema>;

export const practiceAttemptSchema = z.object({
  id: z.uuid(),
  questionId: z.string(),
  mode: answerModeSchema,
  transcript: z.string(),
  star: starSchema.nullable(),
  durationSeconds: z.number().nullable(),
  recording: recordingSchema.nullable(),
  selfRating: z.number().int().nullable(),
  feedback: answerFeedbackSchema,
  createdAt: z.string(),
});
export type PracticeAttempt = z.infer<typeof practiceAttemptSchema>;

// GET /api/practice/questions/{id}: the model answer and talking points are revealed once the
// candidate has made a first attempt; before that only a hint.
export const practiceQuestionSchema = z.object({
  question: publicQuestionSchema,
  hint: z.string(),
  revealed: z
    .object({ modelAnswer: z.array(z.string()), talkingPoints: z.array(z.string()) })
    .nullable(),
  attempts: z.array(practiceAttemptSchema),
});
export type PracticeQuestion = z.infer<typeof practiceQuestionSchema>;
