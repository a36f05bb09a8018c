import { z } from 'zod';
import { competencySchema, roleSchema, skillSchema } from './question-bank';

// A recruiting organization's question library (issue 14): its own open questions, tagged
// with a competency, skills and roles, beside the shipped question bank (read-only, to copy
// from). Organization questions are seen by that organization's members only.

export const LIBRARY_QUESTION_MAX_LENGTH = 1000;
export const LIBRARY_PAGE_SIZE_MAX = 100;

export const librarySourceSchema = z.enum(['organization', 'bank']);
export type LibrarySource = z.infer<typeof librarySourceSchema>;

export const libraryQuestionSchema = z.object({
  id: z.string(),
  source: librarySourceSchema,
  prompt: z.string(),
  competency: competencySchema.nullable(),
  skills: z.array(skillSchema),
  roles: z.array(roleSchema),
  // Bank questions: behavioural, situational or role-specific; organization questions: null.
  category: z.string().nullable(),
  updated_at: z.string(),
});
export type LibraryQuestion = z.infer<typeof libraryQuestionSchema>;

export const LIBRARY_SEARCH_MAX_LENGTH = 200;
export const LIBRARY_SORTS = ['newest', 'prompt'] as const;

// One page of a source. `page` counts from 0; `search` matches the prompt case-insensitively
// (an empty search is none); filters match one competency, one skill, one role.
export const libraryQuerySchema = z.object({
  source: librarySourceSchema.default('organization'),
  search: z
    .string()
    .trim()
    .max(LIBRARY_SEARCH_MAX_LENGTH)
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
  competency: competencySchema.optional(),
  skill: skillSchema.optional(),
  role: roleSchema.optional(),
  sort: z.enum(LIBRARY_SORTS).default('newest'),
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(LIBRARY_PAGE_SIZE_MAX).default(20),
});
export type LibraryQuery = z.infer<typeof libraryQuerySchema>;

export const libraryPageSchema = z.object({
  items: z.array(libraryQuestionSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type LibraryPage = z.infer<typeof libraryPageSchema>;

export const libraryQuestionInputSchema = z
  .object({
    prompt: z.string().trim().min(1).max(LIBRARY_QUESTION_MAX_LENGTH),
    competency: competencySchema.nullable().default(null),
    skills: z.array(skillSchema).max(12).default([]),
    roles: z.array(roleSchema).max(8).default([]),
  })
  .strict();
export type LibraryQuestionInput = z.infer<typeof libraryQuestionInputSchema>;

// An edit: any of the fields, the rest kept.
export const libraryQuestionPatchSchema = z
  .object({
    prompt: z.string().trim().min(1).max(LIBRARY_QUESTION_MAX_LENGTH),
    competency: competencySchema.nullable(),
    skills: z.array(skillSchema).max(12),
    roles: z.array(roleSchema).max(8),
  })
  .partial()
  .strict();
export type LibraryQuestionPatch = z.infer<typeof libraryQuestionPatchSchema>;
