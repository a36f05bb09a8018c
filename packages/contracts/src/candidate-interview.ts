import { z } from 'zod';
import { answerTypeSchema } from './postings';
import { recordingSchema } from './recordings';
import { recognisedWordSchema } from './transcriptions';

// A candidate's one-way interview, opened through the link of their invitation
// (docs/decisions/048-candidate-one-way-interview.md). The token in the link is the only
// credential; the server keeps the think and answer timers, the client only shows them.

// Seconds after the answer time during which a take's upload is still accepted (the recording
// stopped in time; its bytes were still on the way).
export const UPLOAD_GRACE_SECONDS = 30;
export const WRITTEN_ANSWER_MAX_LENGTH = 10_000;

export const interviewStageSchema = z.enum(['invited', 'started', 'completed']);

export const interviewPlanItemSchema = z.object({
  position: z.number().int(),
  answer_type: answerTypeSchema,
  think_time_seconds: z.number().int(),
  answer_time_seconds: z.number().int(),
  takes: z.number().int(),
});

export const interviewWelcomeSchema = z.object({
  company_name: z.string(),
  logo_url: z.string().nullable(),
  brand_color: z.string(),
  posting_title: z.string(),
  intro_message: z.string().nullable(),
  closing_message: z.string().nullable(),
  candidate_name: z.string(),
  // What is recorded: per question, its kind of answer, its timers and its takes (not the
  // prompt: that shows when the question does).
  plan: z.array(interviewPlanItemSchema),
  // Who sees the answers and how long they are kept.
  audience: z.literal('hiring-team'),
  retention_days_after_archive: z.number().int(),
  deadline_at: z.string(),
  consented_at: z.string().nullable(),
  stage: interviewStageSchema,
  answered: z.number().int(),
  total: z.number().int(),
});
export type InterviewWelcome = z.infer<typeof interviewWelcomeSchema>;

export const interviewTakeSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  recording: recordingSchema,
});
export type InterviewTake = z.infer<typeof interviewTakeSchema>;

// The current question and its timers as the server keeps them; `server_now` lets the client
// count down without trusting its own clock.
export const interviewQuestionSchema = z.object({
  id: z.uuid(),
  position: z.number().int(),
  total: z.number().int(),
  prompt: z.string(),
  answer_type: answerTypeSchema,
  think_time_seconds: z.number().int(),
  answer_time_seconds: z.number().int(),
  takes_allowed: z.number().int(),
  think_started_at: z.string(),
  think_ends_at: z.string(),
  answer_started_at: z.string().nullable(),
  answer_ends_at: z.string().nullable(),
  takes: z.array(interviewTakeSchema),
  server_now: z.string(),
});
export type InterviewQuestion = z.infer<typeof interviewQuestionSchema>;

// The current question, or none: from GET /question, none means every question is answered;
// after submitting an answer it is always none with the progress, since the next question opens
// (and its think time starts) only when GET /question fetches it, so a candidate may pause.
export const interviewCurrentSchema = z.object({
  question: interviewQuestionSchema.nullable(),
  answered: z.number().int(),
  total: z.number().int(),
});
export type InterviewCurrent = z.infer<typeof interviewCurrentSchema>;

export const interviewConsentSchema = z.object({ agree: z.literal(true) });

// A recorded answer submits one of its takes; a written one its text.
export const submitAnswerSchema = z.union([
  z.object({ take_id: z.uuid() }).strict(),
  z.object({ text: z.string().trim().min(1).max(WRITTEN_ANSWER_MAX_LENGTH) }).strict(),
]);
export type SubmitAnswerInput = z.infer<typeof submitAnswerSchema>;

export const interviewProgressSchema = z.object({
  stage: z.enum(['invited', 'started', 'completed', 'withdrawn']),
  answered: z.number().int(),
  total: z.number().int(),
});
export type InterviewProgress = z.infer<typeof interviewProgressSchema>;

export const answerResetSchema = z.object({
  candidate_id: z.uuid(),
  posting_question_id: z.uuid(),
  removed_takes: z.number().int(),
});
export type AnswerReset = z.infer<typeof answerResetSchema>;

// The spoken warm-up (docs/decisions/053-read-aloud-and-spoken-warm-up.md): its audio is
// transcribed in memory for the candidate's own feedback and never stored or shown to the team.
// A warm-up answer is short; a few minutes of browser audio (Opus, 32 kb/s) fit in far less.
export const WARM_UP_MAX_BYTES = 5 * 1024 * 1024;
// Transcriptions per candidate in WARM_UP_LIMIT_WINDOW_MINUTES: trying again a few times fits.
export const WARM_UP_LIMIT = 10;
export const WARM_UP_LIMIT_WINDOW_MINUTES = 60;

// GET /api/interview/{token}/warm-up: whether the warm-up can be spoken on this server.
export const warmUpStatusSchema = z.object({
  spoken: z.boolean(),
  max_bytes: z.number().int(),
});
export type WarmUpStatus = z.infer<typeof warmUpStatusSchema>;

// POST /api/interview/{token}/warm-up/transcript: the words with their timings from the audio.
export const warmUpTranscriptSchema = z.object({
  text: z.string(),
  words: z.array(recognisedWordSchema),
  audio_seconds: z.number(),
});
export type WarmUpTranscript = z.infer<typeof warmUpTranscriptSchema>;

// A signed-in Rehearse account keeping its one-way interview in its workspace (issue 15): the
// link's token proves the right to keep it; one account per invitation.
export const interviewKeepSchema = z.object({ kept: z.boolean() });
export type InterviewKeep = z.infer<typeof interviewKeepSchema>;

// Where a kept interview stands, as its candidate sees it: `withdrawn` is the company's
// withdrawal of the link (the candidate's own withdrawal ends the keep).
export const KEPT_INTERVIEW_STATES = [
  'not_started',
  'in_progress',
  'submitted',
  'expired',
  'withdrawn',
] as const;
export const keptInterviewStateSchema = z.enum(KEPT_INTERVIEW_STATES);
export type KeptInterviewState = z.infer<typeof keptInterviewStateSchema>;

export const keptInterviewSchema = z.object({
  candidate_id: z.uuid(),
  company_name: z.string(),
  posting_title: z.string(),
  state: keptInterviewStateSchema,
  deadline_at: z.string(),
  kept_at: z.string(),
  // The in-app path `/interview/<token>` while the link still opens the interview; null once
  // it cannot (expired, withdrawn by the company, or replaced by a newer invitation email).
  link: z.string().nullable(),
});
export type KeptInterview = z.infer<typeof keptInterviewSchema>;
export const keptInterviewsSchema = z.object({ items: z.array(keptInterviewSchema) });
export type KeptInterviews = z.infer<typeof keptInterviewsSchema>;
