import { z } from 'zod';
import { skillSchema } from './question-bank';
import { publicQuestionSchema } from './question-pool';

// Assess Knowledge (decision 023): quizzes over the choice questions of the bank, graded on the
// server.

export const QUIZ_LENGTHS = [5, 10, 20] as const;
export const QUIZ_MODES = ['practice', 'exam'] as const;
export const quizModeSchema = z.enum(QUIZ_MODES);
export type QuizMode = z.infer<typeof quizModeSchema>;

// Where an attempt's questions came from: the setup form, today's Daily 5, the spaced-review
// queue ("Retake what I missed"), or the candidate's bookmarks.
export const QUIZ_SOURCES = ['custom', 'daily', 'review', 'bookmarks'] as const;
export const quizSourceSchema = z.enum(QUIZ_SOURCES);
export type QuizSource = z.infer<typeof quizSourceSchema>;

export const quizDifficultySchema = z.union([
  z.literal('adaptive'),
  z.number().int().min(1).max(5),
]);
export type QuizDifficulty = z.infer<typeof quizDifficultySchema>;

const lengthSchema = z.union(
  QUIZ_LENGTHS.map((n) => z.literal(n)),
  { error: 'Choose 5, 10 or 20 questions' },
);

// POST /api/quizzes
export const createQuizSchema = z.object({
  skills: z
    .array(skillSchema)
    .min(1, 'Choose at least one skill')
    .refine((skills) => new Set(skills).size === skills.length, 'A skill is listed twice'),
  length: lengthSchema,
  difficulty: quizDifficultySchema,
  mode: quizModeSchema,
});
export type CreateQuiz = z.infer<typeof createQuizSchema>;

// POST /api/quizzes/review and /api/quizzes/from-bookmarks: the questions are chosen for the
// candidate; only the mode and at most how many are asked.
export const drawnQuizSchema = z.object({
  mode: quizModeSchema.default('practice'),
  length: lengthSchema.default(10),
});
export type DrawnQuiz = z.input<typeof drawnQuizSchema>;

// POST /api/quizzes/{id}/questions/{position}/answer
export const answerSchema = z.object({
  selected: z
    .array(z.string().regex(/^[a-z]$/, 'Option ids are single letters'))
    .min(1, 'Choose at least one option')
    .max(6),
  // Time the candidate spent on the question since it was last shown (exam mode lets them come
  // back to it); the server caps it by the time that really passed.
  elapsedMs: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600 * 1000)
    .optional(),
});
export type Answer = z.infer<typeof answerSchema>;

// POST /api/quizzes/{id}/questions/{position}/flag
export const flagSchema = z.object({ flagged: z.boolean() });

// What a graded question reveals: only ever sent once the candidate answered it in a practice
// attempt, or once an exam attempt is submitted.
export const revealedOptionSchema = z.object({
  id: z.string(),
  correct: z.boolean(),
  explanation: z.string(),
});
export const gradingSchema = z.object({
  correct: z.boolean(),
  // Answered after the question's (practice) or the attempt's (exam) time ran out: shown and
  // explained, but never counted as correct.
  late: z.boolean(),
  correctOptionIds: z.array(z.string()),
  options: z.array(revealedOptionSchema),
  // The candidate's rating change per skill from this answer.
  ratingChange: z.record(z.string(), z.number()),
});
export type Grading = z.infer<typeof gradingSchema>;

export const attemptQuestionSchema = z.object({
  position: z.number().int(),
  // The skill this question was drawn for (a question may carry several).
  skill: skillSchema,
  question: publicQuestionSchema,
  selected: z.array(z.string()).nullable(),
  flagged: z.boolean(),
  bookmarked: z.boolean(),
  // When the candidate first saw it (ISO); null for exam questions not opened yet.
  shownAt: z.string().nullable(),
  // Practice: the moment this question's time runs out. Exam: null (the attempt has a deadline).
  dueAt: z.string().nullable(),
  timeSpentMs: z.number().int().nullable(),
  grading: gradingSchema.nullable(),
});
export type AttemptQuestion = z.infer<typeof attemptQuestionSchema>;

export const attemptStatusSchema = z.enum(['in-progress', 'completed']);

export const skillResultSchema = z.object({
  skill: skillSchema,
  correct: z.number().int(),
  total: z.number().int(),
  ratingBefore: z.number().int(),
  ratingAfter: z.number().int(),
  level: z.number().int().min(1).max(5),
});

export const attemptResultsSchema = z.object({
  correct: z.number().int(),
  total: z.number().int(),
  // Rounded percentage of all questions (unanswered and late count as not correct).
  score: z.number().int().min(0).max(100),
  late: z.number().int(),
  unanswered: z.number().int(),
  timeSpentMs: z.number().int(),
  bySkill: z.array(skillResultSchema),
});
export type AttemptResults = z.infer<typeof attemptResultsSchema>;

export const attemptSchema = z.object({
  id: z.uuid(),
  mode: quizModeSchema,
  source: quizSourceSchema,
  // null for quizzes drawn from the review queue or bookmarks.
  difficulty: quizDifficultySchema.nullable(),
  skills: z.array(skillSchema),
  length: z.number().int(),
  status: attemptStatusSchema,
  startedAt: z.string(),
  // Exam: the attempt's deadline. Practice: null.
  deadlineAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  // The server's clock when it answered, so the player's countdown ignores a skewed client clock.
  serverNow: z.string(),
  // Practice: the questions shown so far (the next one is chosen after each answer).
  // Exam: every question, without grading until the attempt is submitted.
  questions: z.array(attemptQuestionSchema),
  results: attemptResultsSchema.nullable(),
});
export type Attempt = z.infer<typeof attemptSchema>;

export const attemptSummarySchema = z.object({
  id: z.uuid(),
  mode: quizModeSchema,
  source: quizSourceSchema,
  skills: z.array(skillSchema),
  length: z.number().int(),
  status: attemptStatusSchema,
  answered: z.number().int(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  score: z.number().int().nullable(),
});
export type AttemptSummary = z.infer<typeof attemptSummarySchema>;

export const attemptListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
  offset: z.coerce.number().int().min(0).default(0),
});
export const attemptPageSchema = z.object({
  items: z.array(attemptSummarySchema),
  total: z.number().int(),
});

export const skillLevelSchema = z.object({
  skill: skillSchema,
  // Elo-like rating: 1000 is where everyone starts, a difficulty-3 question's level. Null while
  // the skill has no rated answers: "not rated yet" (decision 024).
  rating: z.number().int().nullable(),
  // 1-5, the question difficulty the rating matches (the start level, 3, when not rated yet):
  // where an adaptive quiz asks the skill first.
  level: z.number().int().min(1).max(5),
  answered: z.number().int(),
  // Choice questions in the pool for this skill.
  questions: z.number().int(),
});
export type SkillLevel = z.infer<typeof skillLevelSchema>;

// GET /api/quizzes/overview: what the setup screen needs in one call.
export const quizOverviewSchema = z.object({
  skills: z.array(skillLevelSchema),
  // Missed questions due for review now.
  reviewDue: z.number().int(),
  bookmarks: z.number().int(),
  // Today's Daily 5 (UTC day), when started.
  daily: z
    .object({
      attemptId: z.uuid(),
      status: attemptStatusSchema,
      score: z.number().int().nullable(),
    })
    .nullable(),
  recent: z.array(attemptSummarySchema),
});
export type QuizOverview = z.infer<typeof quizOverviewSchema>;

export const bookmarkSchema = z.object({
  question: publicQuestionSchema,
  createdAt: z.string(),
});
export type Bookmark = z.infer<typeof bookmarkSchema>;
