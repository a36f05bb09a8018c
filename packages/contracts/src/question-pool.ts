import { z } from 'zod';
import {
  competencySchema,
  openCategorySchema,
  questionKindSchema,
  roleSchema,
  skillSchema,
} from './question-bank';

// POST /api/question-pool/init: the app asks the question-pool service to warm its cache once
// per load. `alreadyWarm` tells a repeated call apart from the one that did the work.
export const questionPoolStatusSchema = z.object({
  ready: z.literal(true),
  questions: z.number().int().min(0),
  // ISO 8601 date-time of the first (warming) call.
  warmedAt: z.string(),
  alreadyWarm: z.boolean(),
});
export type QuestionPoolStatus = z.infer<typeof questionPoolStatusSchema>;

// A question as anyone may see it before answering: never which option is correct, never an
// explanation, never a model answer. Those travel only with a graded answer.
export const publicOptionSchema = z.object({ id: z.string(), text: z.string() });
export type PublicOption = z.infer<typeof publicOptionSchema>;

export const publicQuestionSchema = z.object({
  id: z.string(),
  kind: questionKindSchema,
  prompt: z.string(),
  difficulty: z.number().int().min(1).max(5),
  timeGuideSeconds: z.number().int(),
  skills: z.array(skillSchema),
  roles: z.array(roleSchema),
  competency: competencySchema.nullable(),
  category: openCategorySchema.nullable(),
  // Empty for open questions.
  options: z.array(publicOptionSchema),
  // True for an organization's own question; false for the shipped bank.
  custom: z.boolean(),
});
export type PublicQuestion = z.infer<typeof publicQuestionSchema>;

const csv = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .string()
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(item));

// GET /api/question-pool/questions: filters combine with AND; a list filter matches any of its
// values (skill=react,sql is React or SQL).
export const questionPoolQuerySchema = z.object({
  skill: csv(skillSchema).optional(),
  role: csv(roleSchema).optional(),
  competency: csv(competencySchema).optional(),
  difficulty: csv(z.enum(['1', '2', '3', '4', '5']).transform(Number)).optional(),
  kind: csv(questionKindSchema).optional(),
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});
export type QuestionPoolQuery = z.input<typeof questionPoolQuerySchema>;

export const questionPoolPageSchema = z.object({
  items: z.array(publicQuestionSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type QuestionPoolPage = z.infer<typeof questionPoolPageSchema>;

// GET /api/question-pool/skills: how many choice questions each skill has, by difficulty, for
// the quiz setup.
export const skillCountSchema = z.object({
  skill: skillSchema,
  questions: z.number().int(),
  // Index 0 is difficulty 1.
  byDifficulty: z.array(z.number().int()).length(5),
});
export type SkillCount = z.infer<typeof skillCountSchema>;
