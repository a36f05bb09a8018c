import { z } from 'zod';

// The shipped question bank (decision 010): the shape of a question as it is written in the seed
// files. Global questions are shared by every user; organizations add their own later.

export const SKILLS = [
  'javascript',
  'typescript',
  'react',
  'nodejs',
  'sql',
  'data-structures-algorithms',
  'system-design',
  'http-web',
  'git',
  'testing',
  'python',
  'cloud',
] as const;
export const skillSchema = z.enum(SKILLS);
export type Skill = z.infer<typeof skillSchema>;

export const ROLES = [
  'software-engineer',
  'frontend',
  'backend',
  'data-analyst',
  'product-manager',
  'designer',
  'sales',
  'customer-support',
] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const COMPETENCIES = [
  'teamwork',
  'leadership',
  'conflict',
  'failure',
  'ownership',
  'communication',
  'prioritisation',
  'customer-focus',
] as const;
export const competencySchema = z.enum(COMPETENCIES);
export type Competency = z.infer<typeof competencySchema>;

export const QUESTION_KINDS = ['single', 'multiple', 'true-false', 'open'] as const;
export const questionKindSchema = z.enum(QUESTION_KINDS);
export type QuestionKind = z.infer<typeof questionKindSchema>;

// Open questions are behavioural (by competency), situational, or specific to a role.
export const OPEN_CATEGORIES = ['behavioural', 'situational', 'role-specific'] as const;
export const openCategorySchema = z.enum(OPEN_CATEGORIES);

const text = (max: number) => z.string().trim().min(1).max(max);
// Stable, human-readable ids such as 'js-closures-counter'; never reused for another question.
const questionId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'kebab-case id');

export const choiceOptionSchema = z.object({
  id: z.string().regex(/^[a-z]$/, 'option ids are single letters a, b, c, ...'),
  text: text(500),
  correct: z.boolean(),
  // Why this option is right or wrong: shown after answering.
  explanation: text(1000),
});
export type ChoiceOption = z.infer<typeof choiceOptionSchema>;

const common = {
  id: questionId,
  // Markdown.
  prompt: text(2000),
  difficulty: z.number().int().min(1).max(5),
  // A fair time to answer, in seconds.
  timeGuideSeconds: z.number().int().min(10).max(900),
  roles: z.array(roleSchema).max(8),
};

export const choiceQuestionSeedSchema = z
  .object({
    ...common,
    kind: z.enum(['single', 'multiple', 'true-false']),
    skills: z.array(skillSchema).min(1).max(3),
    options: z.array(choiceOptionSchema).min(2).max(6),
  })
  .superRefine((q, ctx) => {
    const correct = q.options.filter((o) => o.correct).length;
    const ids = q.options.map((o) => o.id);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', message: 'duplicate option id' });
    if (q.kind === 'single' && correct !== 1)
      ctx.addIssue({
        code: 'custom',
        message: 'a single-choice question has exactly one correct option',
      });
    if (q.kind === 'multiple' && correct < 1)
      ctx.addIssue({
        code: 'custom',
        message: 'a multiple-choice question has at least one correct option',
      });
    if (q.kind === 'true-false' && (q.options.length !== 2 || correct !== 1))
      ctx.addIssue({
        code: 'custom',
        message: 'a true/false question has two options, one correct',
      });
  });
export type ChoiceQuestionSeed = z.infer<typeof choiceQuestionSeedSchema>;

export const openQuestionSeedSchema = z.object({
  ...common,
  kind: z.literal('open'),
  category: openCategorySchema,
  competency: competencySchema.optional(),
  skills: z.array(skillSchema).max(3),
  // The outline of a strong answer, in order.
  modelAnswer: z.array(text(400)).min(3).max(8),
  talkingPoints: z.array(text(300)).min(3).max(6),
});
export type OpenQuestionSeed = z.infer<typeof openQuestionSeedSchema>;

export const questionSeedSchema = z.union([choiceQuestionSeedSchema, openQuestionSeedSchema]);
export type QuestionSeed = z.infer<typeof questionSeedSchema>;
