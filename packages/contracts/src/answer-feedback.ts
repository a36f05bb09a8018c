import { z } from 'zod';

// The analysis of an answer as the API stores and sends it: the shape `@rehearse/feedback`
// computes (see packages/feedback/src/types.ts for every field's meaning). Described here for
// validation and the OpenAPI document; per-metric details vary by metric, so they stay open.
export const evidenceSchema = z.object({
  start: z.number().int(),
  end: z.number().int(),
  label: z.string(),
});

export const metricSchema = z.object({
  id: z.string(),
  value: z.number().nullable(),
  unit: z.string(),
  target: z.object({ min: z.number().optional(), max: z.number().optional() }),
  status: z.enum(['good', 'fair', 'needs-work', 'not-applicable']),
  subScore: z.number().nullable(),
  evidence: z.array(evidenceSchema),
  details: z.record(z.string(), z.unknown()).nullable(),
  suggestion: z.object({
    key: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
});

export const answerFeedbackSchema = z.object({
  score: z.number().int().min(0).max(100),
  weights: z.record(z.string(), z.number()),
  metrics: z.array(metricSchema),
  strengths: z.array(z.string()),
  improvements: z.array(z.string()),
});

export const interviewFeedbackSchema = z.object({
  score: z.number().int().min(0).max(100),
  questionScores: z.array(z.number()),
  metrics: z.array(
    z.object({ id: z.string(), applicable: z.number().int(), meanSubScore: z.number().nullable() }),
  ),
  strengths: z.array(z.string()),
  improvements: z.array(
    z.object({ id: z.string(), gain: z.number(), questions: z.array(z.number().int()) }),
  ),
  weakestQuestionIndex: z.number().int().nullable(),
});

// Word timings from the recording, in seconds, when the browser's speech recognition gave them.
export const timedWordSchema = z.object({
  text: z.string().max(100),
  start: z.number().min(0),
  end: z.number().min(0),
});
