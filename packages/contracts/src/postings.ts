import { z } from 'zod';
import { scorecardVisibilitySchema } from './scorecards';
import type { ErrorCode } from './error-codes';
import { organizationRoleSchema } from './organizations';
import { roleSchema, skillSchema } from './question-bank';
import { LIBRARY_QUESTION_MAX_LENGTH } from './question-library';
import { withCode } from './validation-issues';

// Job postings and their one-way interview plans (issue 14,
// docs/decisions/042-job-postings.md). Owners and recruiters edit; every member reads. A
// posting moves draft -> open -> closed -> archived, closed -> open, archived -> draft; an
// archived posting is read-only, and the plan of an open posting is locked.

export const POSTING_STATES = ['draft', 'open', 'closed', 'archived'] as const;
export const postingStateSchema = z.enum(POSTING_STATES);
export type PostingState = z.infer<typeof postingStateSchema>;

// The transitions the server allows, from each state.
export const POSTING_TRANSITIONS: Record<PostingState, readonly PostingState[]> = {
  draft: ['open'],
  open: ['closed'],
  closed: ['open', 'archived'],
  archived: ['draft'],
};

export const WORKPLACE_TYPES = ['on-site', 'hybrid', 'remote'] as const;
export const workplaceTypeSchema = z.enum(WORKPLACE_TYPES);
export type WorkplaceType = z.infer<typeof workplaceTypeSchema>;

export const EMPLOYMENT_TYPES = [
  'full-time',
  'part-time',
  'contract',
  'temporary',
  'internship',
] as const;
export const employmentTypeSchema = z.enum(EMPLOYMENT_TYPES);
export type EmploymentType = z.infer<typeof employmentTypeSchema>;

export const SALARY_PERIODS = ['year', 'month', 'hour'] as const;
export const salaryPeriodSchema = z.enum(SALARY_PERIODS);
export type SalaryPeriod = z.infer<typeof salaryPeriodSchema>;

// The editor's choices; the API takes any ISO 4217 code (three capital letters).
// How many days before the deadline a candidate is reminded (0: never).
export const REMINDER_DAYS = { min: 0, max: 30, default: 2 } as const;

export const CURRENCIES = [
  'EUR',
  'USD',
  'GBP',
  'TRY',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CAD',
  'AUD',
  'JPY',
  'INR',
] as const;

export const ANSWER_TYPES = ['video', 'audio', 'text'] as const;
export const answerTypeSchema = z.enum(ANSWER_TYPES);
export type AnswerType = z.infer<typeof answerTypeSchema>;

export const TITLE_MAX_LENGTH = 150;
export const DEPARTMENT_MAX_LENGTH = 100;
export const LOCATION_MAX_LENGTH = 150;
// Before sanitising: the editor's HTML of a long description fits many times over.
export const DESCRIPTION_MAX_LENGTH = 50_000;
export const MESSAGE_MAX_LENGTH = 2000;
export const SALARY_MAX = 100_000_000;
export const POSTING_SKILLS_MAX = 12;
export const PLAN_QUESTIONS_MAX = 20;
export const PROMPT_MAX_LENGTH = LIBRARY_QUESTION_MAX_LENGTH;
export const THINK_TIME = { min: 0, max: 300 } as const;
// Seconds to answer: speaking (video, audio) or writing (text).
export const ANSWER_TIME: Record<AnswerType, { min: number; max: number }> = {
  video: { min: 30, max: 600 },
  audio: { min: 30, max: 600 },
  text: { min: 60, max: 1800 },
};
export const TAKES = { min: 1, max: 5 } as const;
export const DEADLINE_DAYS = { min: 1, max: 60 } as const;
export const POSTINGS_PAGE_SIZE_MAX = 100;

// A plan question's defaults in the editor.
export const QUESTION_DEFAULTS = {
  answer_type: 'video',
  think_time_seconds: 30,
  answer_time_seconds: 120,
  takes: 2,
} as const satisfies {
  answer_type: AnswerType;
  think_time_seconds: number;
  answer_time_seconds: number;
  takes: number;
};

// ---------- What members read ----------

export const teamMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  role: organizationRoleSchema,
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const planQuestionSchema = z.object({
  id: z.string(),
  prompt: z.string(),
  // The library or bank question the prompt was copied from, while it exists.
  source_question_id: z.string().nullable(),
  answer_type: answerTypeSchema,
  think_time_seconds: z.number().int(),
  answer_time_seconds: z.number().int(),
  takes: z.number().int(),
  // Criteria of the posting's rubric that this question informs.
  criterion_ids: z.array(z.string()),
});
export type PlanQuestion = z.infer<typeof planQuestionSchema>;

export const postingRubricSchema = z.object({
  id: z.string(),
  name: z.string(),
  criteria: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type PostingRubric = z.infer<typeof postingRubricSchema>;

export const postingSchema = z.object({
  id: z.string(),
  title: z.string(),
  department: z.string().nullable(),
  location: z.string().nullable(),
  workplace_type: workplaceTypeSchema,
  employment_type: employmentTypeSchema,
  // Sanitised by the server; the browser sanitises it again before showing it.
  description_html: z.string(),
  skills: z.array(skillSchema),
  target_role: roleSchema.nullable(),
  salary_min: z.number().int().nullable(),
  salary_max: z.number().int().nullable(),
  salary_currency: z.string().nullable(),
  salary_period: salaryPeriodSchema.nullable(),
  state: postingStateSchema,
  rubric: postingRubricSchema.nullable(),
  hiring_team: z.array(teamMemberSchema),
  intro_message: z.string().nullable(),
  closing_message: z.string().nullable(),
  response_deadline_days: z.number().int(),
  // Days before the deadline the candidate's reminder goes; 0: no reminder.
  reminder_days_before: z.number().int(),
  // Blind scoring and anonymised review (docs/decisions/049-scorecards-and-blind-review.md).
  scorecard_visibility: scorecardVisibilitySchema,
  anonymized_review: z.boolean(),
  // Undecided candidates get the rejection email when the posting closes (decision 050).
  closing_email: z.boolean(),
  questions: z.array(planQuestionSchema),
  // The caller's own role: what the screen offers (the server decides).
  role: organizationRoleSchema,
  created_at: z.string(),
  updated_at: z.string(),
  opened_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  archived_at: z.string().nullable(),
});
export type Posting = z.infer<typeof postingSchema>;

export const postingSummarySchema = postingSchema
  .pick({
    id: true,
    title: true,
    department: true,
    location: true,
    workplace_type: true,
    employment_type: true,
    state: true,
    created_at: true,
    updated_at: true,
  })
  .extend({ question_count: z.number().int() });
export type PostingSummary = z.infer<typeof postingSummarySchema>;

export const POSTING_SORTS = ['updated', 'title', 'created'] as const;
export const postingSortSchema = z.enum(POSTING_SORTS);
export type PostingSort = z.infer<typeof postingSortSchema>;

export const postingListQuerySchema = z.object({
  // Title, department or location, anywhere, ignoring case.
  search: z.string().trim().max(200).optional(),
  state: postingStateSchema.optional(),
  // updated: last changed first; title: A to Z; created: newest first.
  sort: postingSortSchema.default('updated'),
  // One-based.
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(POSTINGS_PAGE_SIZE_MAX).default(20),
});
export type PostingListQuery = z.infer<typeof postingListQuerySchema>;

export const postingCountsSchema = z.object({
  all: z.number().int(),
  draft: z.number().int(),
  open: z.number().int(),
  closed: z.number().int(),
  archived: z.number().int(),
});
export type PostingCounts = z.infer<typeof postingCountsSchema>;

export const postingListSchema = z.object({
  items: z.array(postingSummarySchema),
  // Postings that match the search and state.
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  // Postings that match the search, per state (the state filter aside).
  counts: postingCountsSchema,
  role: organizationRoleSchema,
});
export type PostingList = z.infer<typeof postingListSchema>;

// What the editor offers: the members for the hiring team, the bank's roles and skills, and
// common currencies.
export const postingOptionsSchema = z.object({
  members: z.array(teamMemberSchema),
  roles: z.array(roleSchema),
  skills: z.array(skillSchema),
  currencies: z.array(z.string()),
  role: organizationRoleSchema,
});
export type PostingOptions = z.infer<typeof postingOptionsSchema>;

// ---------- What editors send ----------

// Optional text: '' or null clears it.
const clearableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((v) => (v ? v : null));

const salaryAmount = z.number().int().min(0).max(SALARY_MAX).nullable();

export const postingFieldsSchema = z.object({
  title: z.string().trim().min(1).max(TITLE_MAX_LENGTH),
  department: clearableText(DEPARTMENT_MAX_LENGTH),
  location: clearableText(LOCATION_MAX_LENGTH),
  workplace_type: workplaceTypeSchema,
  employment_type: employmentTypeSchema,
  // Rich text (HTML): the server keeps only what the description allows (decision 042).
  description_html: z.string().max(DESCRIPTION_MAX_LENGTH),
  skills: z
    .array(skillSchema)
    .max(POSTING_SKILLS_MAX)
    .transform((skills) => [...new Set(skills)]),
  target_role: roleSchema.nullable(),
  salary_min: salaryAmount,
  salary_max: salaryAmount,
  salary_currency: z
    .union([
      z.literal('').transform(() => null),
      z
        .string()
        .trim()
        .transform((v) => v.toUpperCase())
        .pipe(z.string().regex(/^[A-Z]{3}$/)),
    ])
    .nullable(),
  salary_period: salaryPeriodSchema.nullable(),
  // Another organization's rubric answers 400 naming rubric_id.
  rubric_id: z.string().max(100).nullable(),
  // Member ids of the caller's organization.
  hiring_team: z
    .array(z.string().max(100))
    .max(200)
    .transform((ids) => [...new Set(ids)]),
  intro_message: clearableText(MESSAGE_MAX_LENGTH),
  closing_message: clearableText(MESSAGE_MAX_LENGTH),
  response_deadline_days: z.number().int().min(DEADLINE_DAYS.min).max(DEADLINE_DAYS.max),
  reminder_days_before: z.number().int().min(REMINDER_DAYS.min).max(REMINDER_DAYS.max),
  scorecard_visibility: scorecardVisibilitySchema,
  anonymized_review: z.boolean(),
  closing_email: z.boolean(),
});

// A new draft: a title, and any other fields.
export const createPostingSchema = postingFieldsSchema.partial().required({ title: true }).strict();
export type CreatePostingInput = z.infer<typeof createPostingSchema>;

// Any subset of the fields.
export const updatePostingSchema = postingFieldsSchema.partial().strict();
export type UpdatePostingInput = z.infer<typeof updatePostingSchema>;

type Salary = {
  salary_min?: number | null;
  salary_max?: number | null;
  salary_currency?: string | null;
  salary_period?: string | null;
};
export type SalaryProblem = {
  field: 'salary_max' | 'salary_currency' | 'salary_period';
  code: ErrorCode;
  message: string;
};

// A salary range reads "min to max currency per period": min is not above max, and an amount
// needs its currency and period. Checked on the whole posting (the server merges a PATCH
// first) and by the editor's form.
export function salaryProblems(salary: Salary): SalaryProblem[] {
  const problems: SalaryProblem[] = [];
  const { salary_min: min, salary_max: max } = salary;
  if (min != null && max != null && min > max) {
    problems.push({
      field: 'salary_max',
      code: 'posting.salary_order',
      message: 'The maximum salary must not be below the minimum',
    });
  }
  if (min != null || max != null) {
    if (!salary.salary_currency) {
      problems.push({
        field: 'salary_currency',
        code: 'posting.salary_incomplete',
        message: 'A salary needs a currency',
      });
    }
    if (!salary.salary_period) {
      problems.push({
        field: 'salary_period',
        code: 'posting.salary_incomplete',
        message: 'A salary needs a period',
      });
    }
  }
  return problems;
}

export const planQuestionInputSchema = z
  .object({
    // A question already in the plan keeps its id (and what later points at it); without one
    // it is new.
    id: z.string().max(100).optional(),
    // The text; may be left out when source_question_id names a question to copy it from.
    prompt: z.string().trim().min(1).max(PROMPT_MAX_LENGTH).optional(),
    // A question of the caller's library or of the shipped bank.
    source_question_id: z.string().max(100).nullable().optional(),
    answer_type: answerTypeSchema,
    think_time_seconds: z.number().int().min(THINK_TIME.min).max(THINK_TIME.max),
    answer_time_seconds: z.number().int(),
    takes: z.number().int().min(TAKES.min).max(TAKES.max),
    criterion_ids: z
      .array(z.string().max(100))
      .max(50)
      .default([])
      .transform((ids) => [...new Set(ids)]),
  })
  .strict()
  .superRefine((question, ctx) => {
    if (question.prompt === undefined && !question.source_question_id) {
      ctx.addIssue({
        code: 'custom',
        path: ['prompt'],
        ...withCode('validation.required', 'A question needs a prompt or a source question'),
      });
    }
    const limits = ANSWER_TIME[question.answer_type];
    const seconds = question.answer_time_seconds;
    if (seconds < limits.min || seconds > limits.max) {
      const low = seconds < limits.min;
      ctx.addIssue({
        code: 'custom',
        path: ['answer_time_seconds'],
        ...withCode(
          low ? 'validation.too_small' : 'validation.too_big',
          `A ${question.answer_type} answer takes ${limits.min}-${limits.max} seconds`,
          low ? { minimum: limits.min } : { maximum: limits.max },
        ),
      });
    }
  });
export type PlanQuestionInput = z.infer<typeof planQuestionInputSchema>;

// The whole plan, in order: it replaces the one the posting has.
export const planInputSchema = z
  .object({ questions: z.array(planQuestionInputSchema).max(PLAN_QUESTIONS_MAX) })
  .strict();
export type PlanInput = z.infer<typeof planInputSchema>;

export const postingStateInputSchema = z.object({ state: postingStateSchema }).strict();
export type PostingStateInput = z.infer<typeof postingStateInputSchema>;
