import { z } from 'zod';
import {
  planQuestionInputSchema,
  postingFieldsSchema,
  PLAN_QUESTIONS_MAX,
  QUESTION_DEFAULTS,
  REMINDER_DAYS,
  salaryPeriodSchema,
  salaryProblems,
  type AnswerType,
  type EmploymentType,
  type PlanInput,
  type Posting,
  type SalaryPeriod,
  type UpdatePostingInput,
  type WorkplaceType,
} from '@rehearse/contracts/postings';
import { roleSchema, type Role, type Skill } from '@rehearse/contracts/question-bank';
import type { ScorecardVisibility } from '@rehearse/contracts/scorecards';
import { withCode } from '@rehearse/contracts/validation-issues';

// The posting editor's one form: the posting's fields and its interview plan. It is checked by
// the contract's own rules (so the editor says what the server would), and saved as a PATCH (or
// a create) of the fields and, when the plan changed, a PUT of the plan.

export type PlanQuestionValues = {
  // Kept for a question already in the saved plan.
  id?: string;
  prompt: string;
  source_question_id: string | null;
  answer_type: AnswerType;
  think_time_seconds: number;
  answer_time_seconds: number;
  takes: number;
  criterion_ids: string[];
};

export type PostingFormValues = {
  title: string;
  department: string;
  location: string;
  workplace_type: WorkplaceType;
  employment_type: EmploymentType;
  description_html: string;
  skills: Skill[];
  target_role: Role | '';
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string;
  salary_period: SalaryPeriod | '';
  rubric_id: string;
  hiring_team: string[];
  intro_message: string;
  closing_message: string;
  response_deadline_days: number;
  reminder_days_before: number;
  scorecard_visibility: ScorecardVisibility;
  anonymized_review: boolean;
  closing_email: boolean;
  questions: PlanQuestionValues[];
};

// A select left on "None" holds ''.
const noneAsNull = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal('').transform(() => null), schema]).nullable();

export const postingFormSchema = postingFieldsSchema
  .extend({
    target_role: noneAsNull(roleSchema),
    salary_period: noneAsNull(salaryPeriodSchema),
    rubric_id: noneAsNull(z.string()),
    questions: z.array(planQuestionInputSchema).max(PLAN_QUESTIONS_MAX),
  })
  .superRefine((values, ctx) => {
    for (const problem of salaryProblems(values)) {
      ctx.addIssue({
        code: 'custom',
        path: [problem.field],
        ...withCode(problem.code, problem.message),
      });
    }
  });
export type PostingFormOutput = z.output<typeof postingFormSchema>;

export const EMPTY_POSTING: PostingFormValues = {
  title: '',
  department: '',
  location: '',
  workplace_type: 'on-site',
  employment_type: 'full-time',
  description_html: '',
  skills: [],
  target_role: '',
  salary_min: null,
  salary_max: null,
  salary_currency: '',
  salary_period: '',
  rubric_id: '',
  hiring_team: [],
  intro_message: '',
  closing_message: '',
  response_deadline_days: 7,
  reminder_days_before: REMINDER_DAYS.default,
  scorecard_visibility: 'after-submitting',
  anonymized_review: false,
  closing_email: true,
  questions: [],
};

export const newQuestion = (values: Partial<PlanQuestionValues> = {}): PlanQuestionValues => ({
  prompt: '',
  source_question_id: null,
  ...QUESTION_DEFAULTS,
  criterion_ids: [],
  ...values,
});

export function toFormValues(posting: Posting): PostingFormValues {
  return {
    title: posting.title,
    department: posting.department ?? '',
    location: posting.location ?? '',
    workplace_type: posting.workplace_type,
    employment_type: posting.employment_type,
    description_html: posting.description_html,
    skills: posting.skills,
    target_role: posting.target_role ?? '',
    salary_min: posting.salary_min,
    salary_max: posting.salary_max,
    salary_currency: posting.salary_currency ?? '',
    salary_period: posting.salary_period ?? '',
    rubric_id: posting.rubric?.id ?? '',
    hiring_team: posting.hiring_team.map((member) => member.id),
    intro_message: posting.intro_message ?? '',
    closing_message: posting.closing_message ?? '',
    response_deadline_days: posting.response_deadline_days,
    reminder_days_before: posting.reminder_days_before,
    scorecard_visibility: posting.scorecard_visibility,
    anonymized_review: posting.anonymized_review,
    closing_email: posting.closing_email,
    questions: posting.questions.map((question) => ({ ...question })),
  };
}

type PlanQuestionLike = Omit<PlanQuestionValues, 'prompt'> & { prompt?: string };

// The plan as the API takes it (also to tell whether the form's plan differs from the saved).
export const planOf = (questions: PlanQuestionLike[]): PlanInput => ({
  questions: questions.map((question) => ({
    ...(question.id ? { id: question.id } : {}),
    prompt: question.prompt,
    source_question_id: question.source_question_id ?? null,
    answer_type: question.answer_type,
    think_time_seconds: question.think_time_seconds,
    answer_time_seconds: question.answer_time_seconds,
    takes: question.takes,
    criterion_ids: question.criterion_ids,
  })),
});

// What the API takes: the fields, and the plan on its own.
export function toInputs(values: PostingFormOutput): {
  fields: UpdatePostingInput & { title: string };
  plan: PlanInput;
} {
  const { questions, ...fields } = values;
  return {
    fields,
    plan: planOf(
      questions.map((question) => ({
        ...question,
        source_question_id: question.source_question_id ?? null,
      })),
    ),
  };
}
