import { createRoute, z } from '@hono/zod-openapi';
import {
  createTaskSchema,
  createTaskTagSchema,
  reorderTasksSchema,
  searchTasksQuerySchema,
  taskIdQuerySchema,
  taskListSchema,
  taskPageQuerySchema,
  taskPageSchema,
  taskSchema,
  taskTagListSchema,
  taskTagSchema,
  updateTaskSchema,
  updateTaskTagSchema,
} from '@rehearse/contracts/tasks';
import { INVALID_TOKEN, requireAuth } from '../../platform/auth';
import { bearerSecurity, errorContent, jsonBody, jsonContent } from '../../platform/openapi';
import { createCommonRouter } from '../../platform/router';
import { listTaskPage } from './task-page.service';
import { createTaskTag, deleteTaskTag, listTaskTags, updateTaskTag } from './task-tags.service';
import {
  createTask,
  deleteTask,
  getTask,
  listTasks,
  reorderTasks,
  searchTasks,
  updateTask,
} from './tasks.service';

const tags = ['Tasks'];
const security = bearerSecurity;
const middleware = requireAuth;
const unauthorized = errorContent(INVALID_TOKEN);
const invalid = errorContent('Invalid input (the message names the field)');
const noTag = errorContent('No such tag');
const noTask = errorContent('No such task');
const deleted = jsonContent(z.literal(true), 'Deleted');

const getTags = createRoute({
  method: 'get',
  path: '/tags',
  tags,
  security,
  middleware,
  summary: 'The task tags',
  responses: { 200: jsonContent(taskTagListSchema, 'All tags'), 401: unauthorized },
});
const postTag = createRoute({
  method: 'post',
  path: '/tag',
  tags,
  security,
  middleware,
  summary: 'Add a tag',
  request: jsonBody(createTaskTagSchema),
  responses: { 200: jsonContent(taskTagSchema, 'The new tag'), 400: invalid, 401: unauthorized },
});
const patchTag = createRoute({
  method: 'patch',
  path: '/tag',
  tags,
  security,
  middleware,
  summary: 'Rename a tag',
  request: jsonBody(updateTaskTagSchema),
  responses: {
    200: jsonContent(taskTagSchema, 'The updated tag'),
    400: invalid,
    401: unauthorized,
    404: noTag,
  },
});
const removeTag = createRoute({
  method: 'delete',
  path: '/tag',
  tags,
  security,
  middleware,
  summary: 'Delete a tag and strip it from every task',
  request: { query: taskIdQuerySchema },
  responses: { 200: deleted, 400: invalid, 401: unauthorized, 404: noTag },
});
const getAll = createRoute({
  method: 'get',
  path: '/all',
  tags,
  security,
  middleware,
  summary: 'All tasks and sections, sorted by order',
  responses: { 200: jsonContent(taskListSchema, 'The tasks'), 401: unauthorized },
});
const getPage = createRoute({
  method: 'get',
  path: '/page',
  tags,
  security,
  middleware,
  summary: 'One page of the tasks and sections in order, with the total and the tasks remaining',
  request: { query: taskPageQuerySchema },
  responses: {
    200: jsonContent(taskPageSchema, 'The page and the totals'),
    400: invalid,
    401: unauthorized,
  },
});
const search = createRoute({
  method: 'get',
  path: '/search',
  tags,
  security,
  middleware,
  summary: 'Tasks whose title or notes contain the query (any case); all tasks for an empty one',
  request: { query: searchTasksQuerySchema },
  responses: {
    200: jsonContent(taskListSchema, 'Matching tasks, sorted by order'),
    400: invalid,
    401: unauthorized,
  },
});
const patchOrder = createRoute({
  method: 'patch',
  path: '/order',
  tags,
  security,
  middleware,
  summary: 'Reorder: the given tasks come first in the given order; orders become 0..n-1',
  request: jsonBody(reorderTasksSchema),
  responses: {
    200: jsonContent(taskListSchema, 'Every task, sorted by the new order'),
    400: invalid,
    401: unauthorized,
    404: noTask,
  },
});
const getOne = createRoute({
  method: 'get',
  path: '/task',
  tags,
  security,
  middleware,
  summary: 'One task',
  request: { query: taskIdQuerySchema },
  responses: {
    200: jsonContent(taskSchema, 'The task'),
    400: invalid,
    401: unauthorized,
    404: noTask,
  },
});
const postTask = createRoute({
  method: 'post',
  path: '/task',
  tags,
  security,
  middleware,
  summary: 'Add a blank task or section at the top (order 0); the others move down',
  request: jsonBody(createTaskSchema),
  responses: { 200: jsonContent(taskSchema, 'The new task'), 400: invalid, 401: unauthorized },
});
const patchTask = createRoute({
  method: 'patch',
  path: '/task',
  tags,
  security,
  middleware,
  summary: 'Change a task (the given fields only)',
  request: jsonBody(updateTaskSchema),
  responses: {
    200: jsonContent(taskSchema, 'The updated task'),
    400: invalid,
    401: unauthorized,
    404: noTask,
  },
});
const removeTask = createRoute({
  method: 'delete',
  path: '/task',
  tags,
  security,
  middleware,
  summary: 'Delete a task; the tasks below move up',
  request: { query: taskIdQuerySchema },
  responses: { 200: deleted, 400: invalid, 401: unauthorized, 404: noTask },
});

// PATCH order takes up to 100,000 ids (about 4.5 MB of JSON): a move far down a long list names
// every task above its new place (docs/decisions/065-tasks-screen.md).
export const taskRoutes = createCommonRouter({ maxBodyBytes: 5 * 1024 * 1024 })
  .openapi(getTags, async (c) => c.json(await listTaskTags(c.var.db, c.var.user.id), 200))
  .openapi(postTag, async (c) =>
    c.json(await createTaskTag(c.var.db, c.var.user.id, c.req.valid('json').tag.title), 200),
  )
  .openapi(patchTag, async (c) => {
    const { id, tag } = c.req.valid('json');
    return c.json(await updateTaskTag(c.var.db, c.var.user.id, id, tag.title), 200);
  })
  .openapi(removeTag, async (c) =>
    c.json(await deleteTaskTag(c.var.db, c.var.user.id, c.req.valid('query').id), 200),
  )
  .openapi(getAll, async (c) => c.json(await listTasks(c.var.db, c.var.user.id), 200))
  .openapi(getPage, async (c) => {
    const { offset, limit } = c.req.valid('query');
    return c.json(await listTaskPage(c.var.db, c.var.user.id, offset, limit), 200);
  })
  .openapi(search, async (c) =>
    c.json(await searchTasks(c.var.db, c.var.user.id, c.req.valid('query').query), 200),
  )
  .openapi(patchOrder, async (c) => {
    const ids = c.req.valid('json').tasks.map((t) => t.id);
    return c.json(await reorderTasks(c.var.db, c.var.user.id, ids), 200);
  })
  .openapi(getOne, async (c) =>
    c.json(await getTask(c.var.db, c.var.user.id, c.req.valid('query').id), 200),
  )
  .openapi(postTask, async (c) =>
    c.json(await createTask(c.var.db, c.var.user.id, c.req.valid('json').type), 200),
  )
  .openapi(patchTask, async (c) => {
    const { id, task } = c.req.valid('json');
    return c.json(await updateTask(c.var.db, c.var.user.id, id, task), 200);
  })
  .openapi(removeTask, async (c) =>
    c.json(await deleteTask(c.var.db, c.var.user.id, c.req.valid('query').id), 200),
  );
