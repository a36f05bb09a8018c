import { z } from 'zod';
import { optionalText } from './optional-text';

// Search runs from 2 characters on (decision 003); a shorter query answers [].
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 200;
export const SEARCH_GROUP_LIMIT = 10;

export const searchRequestSchema = z.object({
  query: optionalText(
    z
      .string({ error: 'query must be a string' })
      .max(SEARCH_MAX_LENGTH, `query must be at most ${SEARCH_MAX_LENGTH} characters`),
  ),
});
export type SearchRequest = z.infer<typeof searchRequestSchema>;

// `value` is what the search box's autocomplete fills in when a result is picked.
export const contactResultSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  link: z.string(),
  value: z.string(),
});
export const pageResultSchema = z.object({
  title: z.string(),
  link: z.string(),
  value: z.string(),
});
export const taskResultSchema = z.object({
  id: z.string(),
  title: z.string(),
  completed: z.boolean(),
  link: z.string(),
  value: z.string(),
});
export type ContactResult = z.infer<typeof contactResultSchema>;
export type PageResult = z.infer<typeof pageResultSchema>;
export type TaskResult = z.infer<typeof taskResultSchema>;

export const searchGroupSchema = z.discriminatedUnion('id', [
  z.object({ id: z.literal('contacts'), label: z.string(), results: z.array(contactResultSchema) }),
  z.object({ id: z.literal('pages'), label: z.string(), results: z.array(pageResultSchema) }),
  z.object({ id: z.literal('tasks'), label: z.string(), results: z.array(taskResultSchema) }),
]);
export type SearchGroup = z.infer<typeof searchGroupSchema>;
export const searchResponseSchema = z.array(searchGroupSchema);
