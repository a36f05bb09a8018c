import { z } from 'zod';
import { optionalText } from './optional-text';

// Tasks app (decision 007). Calls under /api/apps/tasks.
// Orders are always 0..n-1 per user. A new task goes to the top (order 0) and the others keep
// their current relative order; deleting a task closes the gap; PATCH order puts the given
// tasks first, in the given order, followed by the rest in their current order.
// Answers: tags -> Tag[]; POST/PATCH tag -> the tag; DELETE tag/task -> true; all, search and
// PATCH order -> every task sorted by order; GET/POST/PATCH task -> the task.

export const TASK_TYPES = ['task', 'section'] as const;
export const taskTypeSchema = z.enum(TASK_TYPES);
export type TaskType = z.infer<typeof taskTypeSchema>;

export const TASK_PRIORITY_MIN = 0;
export const TASK_PRIORITY_MAX = 2;
export const NEW_TASK_PRIORITY = 1;

export const taskTagSchema = z.object({ id: z.string(), title: z.string() });
export type TaskTag = z.infer<typeof taskTagSchema>;
export const taskTagListSchema = z.array(taskTagSchema);

export const subTaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  completed: z.boolean(),
});
export type SubTask = z.infer<typeof subTaskSchema>;

export const taskSchema = z.object({
  id: z.string(),
  type: taskTypeSchema,
  title: z.string(),
  notes: z.string().nullable(),
  completed: z.boolean(),
  dueDate: z.string().nullable(),
  priority: z.number().int().min(TASK_PRIORITY_MIN).max(TASK_PRIORITY_MAX),
  // Ids of the owner's task tags.
  tags: z.array(z.string()),
  assignedTo: z.string().nullable(),
  subTasks: z.array(subTaskSchema),
  order: z.number().int().min(0),
});
export type Task = z.infer<typeof taskSchema>;
export const taskListSchema = z.array(taskSchema);

const idField = z.string({ error: 'id is required' }).min(1, 'id is required');
const tagTitle = z
  .string({ error: 'Title is required' })
  .trim()
  .min(1, 'Title cannot be empty')
  .max(100, 'Title must be at most 100 characters');

export const createTaskTagSchema = z.object({ tag: z.object({ title: tagTitle }) });
export type CreateTaskTagInput = z.infer<typeof createTaskTagSchema>['tag'];
export const updateTaskTagSchema = z.object({ id: idField, tag: z.object({ title: tagTitle }) });
export type UpdateTaskTagInput = z.infer<typeof updateTaskTagSchema>;

// An unknown or malformed id answers 404; a missing one 400.
export const taskIdQuerySchema = z.object({ id: idField });

export const searchTasksQuerySchema = z.object({
  query: z.string().max(200, 'query must be at most 200 characters').optional(),
});

// Other fields of the sent tasks (a client usually sends whole tasks) are ignored.
export const reorderTasksSchema = z.object({
  tasks: z
    .array(z.object({ id: idField }))
    .max(100_000)
    .refine((items) => new Set(items.map((t) => t.id)).size === items.length, {
      error: 'A task may appear only once',
    }),
});
export type ReorderTasksInput = z.infer<typeof reorderTasksSchema>;

export const createTaskSchema = z.object({ type: taskTypeSchema });
export type CreateTaskInput = z.infer<typeof createTaskSchema>;

const subTaskInputSchema = z.object({
  // Given by the server when missing.
  id: z.string().min(1).max(100).optional(),
  title: optionalText(z.string().max(500, 'Title must be at most 500 characters')),
  completed: z.boolean().default(false),
});

// A partial task merged into the stored one; id and order are not changed here.
export const updateTaskSchema = z.object({
  id: idField,
  task: z
    .object({
      type: taskTypeSchema,
      title: optionalText(z.string().max(500, 'Title must be at most 500 characters')),
      notes: z.string().max(20_000, 'Notes must be at most 20000 characters').nullable(),
      completed: z.boolean(),
      dueDate: z.iso.datetime({ offset: true, error: 'Must be an ISO date-time' }).nullable(),
      priority: z
        .number()
        .int()
        .min(TASK_PRIORITY_MIN, 'Priority is 0, 1 or 2')
        .max(TASK_PRIORITY_MAX, 'Priority is 0, 1 or 2'),
      tags: z.array(z.uuid({ error: 'Must be a tag id' })).max(100),
      assignedTo: z.string().max(200).nullable(),
      subTasks: z.array(subTaskInputSchema).max(200),
    })
    .partial(),
});
export type UpdateTaskInput = z.infer<typeof updateTaskSchema>['task'];

// Beside the spec's calls (docs/decisions/065-tasks-screen.md): GET page answers one slice of
// the list in order, with the totals the screen shows, so a list of 100,000 tasks is read a
// page at a time instead of in one answer.
export const TASK_PAGE_SIZE_MAX = 500;
export const taskPageQuerySchema = z.object({
  offset: z.coerce.number().int().min(0, 'offset must be 0 or more').default(0),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be at least 1')
    .max(TASK_PAGE_SIZE_MAX, `limit must be at most ${TASK_PAGE_SIZE_MAX}`)
    .default(100),
});
export type TaskPageQuery = z.infer<typeof taskPageQuerySchema>;

export const taskPageSchema = z.object({
  // The tasks at positions offset .. offset + limit - 1, sorted by order.
  tasks: taskListSchema,
  // Every task and section of the user.
  total: z.number().int().min(0),
  // Tasks (not sections) not completed.
  remaining: z.number().int().min(0),
});
export type TaskPage = z.infer<typeof taskPageSchema>;
