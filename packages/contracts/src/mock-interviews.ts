import { z } from 'zod';
import { answerFeedbackSchema, interviewFeedbackSchema, timedWordSchema } from './answer-feedback';
import { roleSchema } from './question-bank';
import { publicQuestionSchema } from './question-pool';
import { recordingSchema } from './recordings';
import { transcriptionProgressSchema } from './transcriptions';
import { withCode } from './validation-issues';

// Mock interviews (decision 011): a timed, recorded run over open questions, then feedback.

export const MOCK_QUESTION_KINDS = ['behavioural', 'technical', 'role-specific'] as const;
export const mockQuestionKindSchema = z.enum(MOCK_QUESTION_KINDS);

export const mockInterviewMixSchema = z.object({
  behavioural: z.number().int().min(0).max(10),
  technical: z.number().int().min(0).max(10),
  roleSpecific: z.number().int().min(0).max(10),
});

export const createMockInterviewSchema = z
  .object({
    // From a role template, or from a pasted job description (or both).
    role: roleSchema.optional(),
    jobDescription: z.string().trim().min(20, 'Paste at least a few lines').max(20_000).optional(),
    questionCount: z.number().int().min(1).max(10),
    mix: mockInterviewMixSchema,
    thinkSeconds: z.number().int().min(0).max(300),
    answerSeconds: z.number().int().min(15).max(900),
    takes: z.number().int().min(1).max(5),
  })
  .superRefine((value, ctx) => {
    if (!value.role && !value.jobDescription) {
      ctx.addIssue({
        code: 'custom',
        path: ['role'],
        ...withCode(
          'interview.role_or_job_description',
          'Choose a role or paste a job description',
        ),
      });
    }
    const { behavioural, technical, roleSpecific } = value.mix;
    if (behavioural + technical + roleSpecific !== value.questionCount) {
      ctx.addIssue({
        code: 'custom',
        path: ['mix'],
        ...withCode('interview.mix_total', 'The mix must add up to the number of questions'),
      });
    }
  });
export type CreateMockInterview = z.infer<typeof createMockInterviewSchema>;

export const createTakeSchema = z.object({
  // Uploaded first with POST /api/recordings.
  recordingId: z.uuid().optional(),
  transcript: z.string().trim().max(20_000).default(''),
  transcriptSource: z.enum(['speech', 'typed']),
  durationSeconds: z.number().min(0).max(3600).optional(),
  words: z.array(timedWordSchema).max(5000).optional(),
});
export type CreateTake = z.input<typeof createTakeSchema>;

export const updateTakeSchema = z.object({
  transcript: z.string().trim().min(1, 'Type what you said').max(20_000),
});

export const takeSchema = z.object({
  take: z.number().int(),
  transcript: z.string(),
  // 'audio': the server's transcript of the recording (decision 032); 'speech': the browser's
  // live preview; 'typed': typed or corrected by the candidate.
  transcriptSource: z.enum(['speech', 'typed', 'audio']),
  durationSeconds: z.number().nullable(),
  recording: recordingSchema.nullable(),
  // null until the take has a transcript.
  feedback: answerFeedbackSchema.nullable(),
  // The server's transcription of the recording, while it runs and after; null without one.
  transcription: transcriptionProgressSchema.nullable(),
  createdAt: z.string(),
});
export type Take = z.infer<typeof takeSchema>;

export const mockInterviewQuestionSchema = z.object({
  position: z.number().int(),
  kind: mockQuestionKindSchema,
  question: publicQuestionSchema,
  takes: z.array(takeSchema),
  // Revealed once the interview is completed.
  revealed: z
    .object({ modelAnswer: z.array(z.string()), talkingPoints: z.array(z.string()) })
    .nullable(),
});

export const mockInterviewStatusSchema = z.enum(['ready', 'in-progress', 'completed']);

export const mockInterviewSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  role: roleSchema.nullable(),
  jobDescription: z.string().nullable(),
  settings: z.object({
    questionCount: z.number().int(),
    mix: mockInterviewMixSchema,
    thinkSeconds: z.number().int(),
    answerSeconds: z.number().int(),
    takes: z.number().int(),
  }),
  status: mockInterviewStatusSchema,
  currentPosition: z.number().int(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  questions: z.array(mockInterviewQuestionSchema),
  // The interview's feedback once completed (from each question's latest take).
  feedback: interviewFeedbackSchema.nullable(),
  // Job-description terms the questions were chosen by (empty without one).
  jobTerms: z.array(z.string()),
});
export type MockInterview = z.infer<typeof mockInterviewSchema>;

// POST /api/mock-interviews/job-terms: the terms recognised in a job description, shown on the
// setup screen before the interview is created (decision 034).
export const jobTermsRequestSchema = z.object({
  jobDescription: z.string().trim().min(1).max(20_000),
});
export const JOB_TERM_KINDS = ['technology', 'skill', 'domain'] as const;
export const jobTermSchema = z.object({
  // Canonical name ("Kubernetes" for "k8s").
  name: z.string(),
  kind: z.enum(JOB_TERM_KINDS),
});
export const jobTermsSchema = z.object({
  // Most salient first.
  terms: z.array(jobTermSchema),
});
export type JobTerms = z.infer<typeof jobTermsSchema>;

export const mockInterviewSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  status: mockInterviewStatusSchema,
  questionCount: z.number().int(),
  answered: z.number().int(),
  score: z.number().int().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export const mockInterviewPageSchema = z.object({
  items: z.array(mockInterviewSummarySchema),
  total: z.number().int(),
});
export const mockInterviewListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
  offset: z.coerce.number().int().min(0).default(0),
});
