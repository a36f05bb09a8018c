import { z } from 'zod';
import { candidateStageSchema } from './candidates';
import { answerTypeSchema } from './postings';
import { criterionSchema } from './rubrics';

// A candidate's answers as the hiring team reads them beside the scorecard (issue 15 item 4,
// docs/decisions/051-reviewing-candidate-answers.md): per plan question the prompt, the
// submitted answer (a recording to play, or the text), its transcript and the rubric criteria
// the question informs. Never a delivery metric or a machine score (decision 049).

// The server's transcript of a recorded answer: `running` while queued or being made, `none`
// when the server had no engine or could not read the recording.
export const TRANSCRIPT_STATES = ['done', 'running', 'none'] as const;
export const transcriptStateSchema = z.enum(TRANSCRIPT_STATES);
export type TranscriptState = z.infer<typeof transcriptStateSchema>;

export const answerMediaSchema = z.object({
  // A signed, short-lived address a <video>/<audio> element plays without a Bearer header;
  // it honours Range.
  url: z.string(),
  // `audio` for an audio answer, and for every answer of an anonymised posting's review.
  kind: z.enum(['video', 'audio']),
  mime_type: z.string(),
  duration_seconds: z.number().nullable(),
});
export type AnswerMedia = z.infer<typeof answerMediaSchema>;

export const reviewedAnswerSchema = z.object({
  question_id: z.string(),
  // 1-based, the plan's order.
  position: z.number().int(),
  prompt: z.string(),
  answer_type: answerTypeSchema,
  criteria: z.array(criterionSchema),
  // Null while the question is not answered (not reached, not submitted, or reset).
  submitted_at: z.string().nullable(),
  // A written answer's text.
  text: z.string().nullable(),
  // A recorded answer's chosen take; null for a written answer, an unanswered question, or an
  // anonymised review on a server that cannot make audio-only copies (see `media_note`).
  media: answerMediaSchema.nullable(),
  transcript: z.object({ state: transcriptStateSchema, text: z.string().nullable() }).nullable(),
});
export type ReviewedAnswer = z.infer<typeof reviewedAnswerSchema>;

export const candidateAnswersSchema = z.object({
  // The name is "Candidate 3F2A" for the hiring team of an anonymised posting.
  candidate: z.object({ id: z.string(), name: z.string(), stage: candidateStageSchema }),
  // Anonymised review for the caller: audio or transcript only, identity hidden.
  anonymized: z.boolean(),
  // `transcript-only`: anonymised, and this server cannot strip the video (no ffmpeg), so
  // recorded answers are offered as their transcripts.
  media_note: z.enum(['transcript-only']).nullable(),
  answers: z.array(reviewedAnswerSchema),
});
export type CandidateAnswers = z.infer<typeof candidateAnswersSchema>;
