import { z } from 'zod';
import { currentPasswordSchema, newPasswordSchema } from './auth';
import { roleSchema, skillSchema } from './question-bank';
import { withCode } from './validation-issues';

// The candidate workspace (decision 012): home, progress tracker and profile.

export const HEADLINE_MAX_LENGTH = 160;
export const TARGET_ROLES_MAX = 8;
export const TARGET_SKILLS_MAX = 12;
export const WEEKLY_GOAL_MIN = 1;
export const WEEKLY_GOAL_MAX = 50;

export const candidateProfileSchema = z.object({
  headline: z.string().trim().max(HEADLINE_MAX_LENGTH),
  targetRoles: z.array(roleSchema).max(TARGET_ROLES_MAX),
  targetSkills: z.array(skillSchema).max(TARGET_SKILLS_MAX),
  // Sessions (quizzes, practice answers, mock interviews) a week.
  weeklyGoal: z.number().int().min(WEEKLY_GOAL_MIN).max(WEEKLY_GOAL_MAX),
});
export type CandidateProfile = z.infer<typeof candidateProfileSchema>;
export const updateCandidateProfileSchema = candidateProfileSchema.partial();

// The new password follows the same rule as at sign-up and reset (auth.ts). The current one is
// required when the account has a password; an account made by an OpenID Connect provider has
// none and sets its first without it (decision 073).
export const changePasswordSchema = z.object({
  currentPassword: currentPasswordSchema.optional(),
  newPassword: newPasswordSchema,
});

// GET /api/workspace/password: whether the account has a password (never anything of it).
export const passwordStateSchema = z.object({ hasPassword: z.boolean() });
export type PasswordState = z.infer<typeof passwordStateSchema>;

export const deleteAccountSchema = z.object({
  // Typed by the user to confirm; must be the account's email.
  email: z.string().trim().min(1, 'Type your email to confirm'),
});

// What to do next, in the order the home page shows it.
export const nextStepSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('resume-quiz'),
    attemptId: z.uuid(),
    answered: z.number().int(),
    length: z.number().int(),
  }),
  z.object({
    kind: z.literal('resume-interview'),
    interviewId: z.uuid(),
    title: z.string(),
    position: z.number().int(),
    questionCount: z.number().int(),
  }),
  z.object({
    kind: z.literal('daily'),
    status: z.enum(['not-started', 'in-progress', 'completed']),
    attemptId: z.uuid().nullable(),
    score: z.number().int().nullable(),
  }),
  z.object({ kind: z.literal('review'), due: z.number().int() }),
  z.object({
    kind: z.literal('weakest-skill'),
    skill: skillSchema,
    // Null for a target skill not rated yet (no rated skill to name as weakest).
    level: z.number().int().nullable(),
  }),
]);
export type NextStep = z.infer<typeof nextStepSchema>;

export const activityItemSchema = z.object({
  kind: z.enum(['quiz', 'practice', 'mock-interview']),
  id: z.string(),
  // Quiz skills, the practice question's prompt, or the interview's title.
  label: z.string(),
  score: z.number().int().nullable(),
  at: z.string(),
  // Practice answers: the question, to practise it again.
  questionId: z.string().nullable(),
});

export const homeSchema = z.object({
  name: z.string(),
  // No quiz, practice answer or interview yet: show the first-run guide.
  firstRun: z.boolean(),
  streak: z.object({
    current: z.number().int(),
    longest: z.number().int(),
    activeToday: z.boolean(),
  }),
  weeklyGoal: z.object({ goal: z.number().int(), done: z.number().int() }),
  nextSteps: z.array(nextStepSchema),
  recentActivity: z.array(activityItemSchema),
});
export type Home = z.infer<typeof homeSchema>;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-21');
export const progressQuerySchema = z
  .object({ from: isoDay.optional(), to: isoDay.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    ...withCode('validation.date_order', 'from must not be after to'),
    path: ['from'],
  });

export const progressSchema = z.object({
  from: z.string(),
  to: z.string(),
  // Per day with completed quizzes: mean score and count.
  quizTrend: z.array(z.object({ day: z.string(), score: z.number(), quizzes: z.number().int() })),
  // The latest completed quiz in the range, with its own score (a day's mean hides it).
  latestQuiz: z.object({ score: z.number().int(), completedAt: z.string() }).nullable(),
  skills: z.array(
    z.object({
      skill: skillSchema,
      rating: z.number().int(),
      level: z.number().int(),
      // Rating change over the last 30 days (0 when nothing changed).
      change30d: z.number().int(),
      answered: z.number().int(),
    }),
  ),
  // Sessions per day, for the calendar heatmap.
  activity: z.array(
    z.object({
      day: z.string(),
      quizzes: z.number().int(),
      practice: z.number().int(),
      interviews: z.number().int(),
    }),
  ),
  streak: z.object({ current: z.number().int(), longest: z.number().int() }),
  // Mean feedback figures per day over practice answers and interview takes.
  feedbackTrend: z.array(
    z.object({
      day: z.string(),
      answers: z.number().int(),
      score: z.number().nullable(),
      wordsPerMinute: z.number().nullable(),
      fillersPer100: z.number().nullable(),
      starCoverage: z.number().nullable(),
    }),
  ),
  // Practice questions: best and latest score, most recently practised first.
  questions: z.array(
    z.object({
      questionId: z.string(),
      prompt: z.string(),
      attempts: z.number().int(),
      best: z.number().int(),
      latest: z.number().int(),
      lastAt: z.string(),
    }),
  ),
  weeklyGoal: z.object({ goal: z.number().int(), done: z.number().int() }),
  weakAreas: z.array(
    z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('skill'), skill: skillSchema, level: z.number().int() }),
      z.object({ kind: z.literal('metric'), metric: z.string(), meanSubScore: z.number() }),
    ]),
  ),
});
export type Progress = z.infer<typeof progressSchema>;

// Sample content (decision 037): what each demo area got at sign-up and still holds, counted
// by the area's main items (mails, contacts, notes, tasks, boards, files and folders, products,
// dashboards), and whether the user hid the home's notice about it. Removing it answers the
// same shape with what was removed.
export const SAMPLE_CONTENT_AREAS = [
  'mailbox',
  'contacts',
  'notes',
  'tasks',
  'scrumboard',
  'fileManager',
  'inventory',
  'dashboards',
] as const;
export type SampleContentArea = (typeof SAMPLE_CONTENT_AREAS)[number];

const sampleCount = z.number().int().min(0);
export const sampleContentSchema = z.object({
  areas: z.object({
    mailbox: sampleCount,
    contacts: sampleCount,
    notes: sampleCount,
    tasks: sampleCount,
    scrumboard: sampleCount,
    fileManager: sampleCount,
    inventory: sampleCount,
    dashboards: sampleCount,
  }) satisfies z.ZodType<Record<SampleContentArea, number>>,
  // The sum of the areas: zero once nothing sample is left.
  total: z.number().int().min(0),
  // The home's notice was hidden by the user; kept with the account, whatever is left.
  noticeHidden: z.boolean(),
});
export type SampleContent = z.infer<typeof sampleContentSchema>;

// PATCH /api/workspace/sample-content: hides (or shows again) the home's notice.
export const updateSampleContentSchema = z.object({ noticeHidden: z.boolean() }).strict();
export type UpdateSampleContent = z.infer<typeof updateSampleContentSchema>;
