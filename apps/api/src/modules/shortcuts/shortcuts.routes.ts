import { createRoute, z } from '@hono/zod-openapi';
import {
  createShortcutSchema,
  shortcutIdQuerySchema,
  shortcutListSchema,
  shortcutSchema,
  updateShortcutSchema,
} from '@rehearse/contracts/shortcuts';
import { INVALID_TOKEN, requireAuth } from '../../platform/auth';
import { bearerSecurity, errorContent, jsonBody, jsonContent } from '../../platform/openapi';
import { createCommonRouter } from '../../platform/router';
import { createShortcut, deleteShortcut, listShortcuts, updateShortcut } from './shortcuts.service';

const common = { tags: ['Common'], security: bearerSecurity, middleware: requireAuth };
const unauthorized = errorContent(INVALID_TOKEN);
const invalid = errorContent('Invalid input');
const notFound = errorContent('No shortcut with this id');

const list = createRoute({
  ...common,
  method: 'get',
  path: '/',
  summary: "The user's shortcuts, in the order they were added",
  responses: { 200: jsonContent(shortcutListSchema, 'The shortcuts'), 401: unauthorized },
});
const create = createRoute({
  ...common,
  method: 'post',
  path: '/',
  summary: 'Add a shortcut: {shortcut}; label, icon and link are required',
  request: jsonBody(createShortcutSchema),
  responses: {
    200: jsonContent(shortcutSchema, 'The created shortcut'),
    400: invalid,
    401: unauthorized,
  },
});
const update = createRoute({
  ...common,
  method: 'patch',
  path: '/',
  summary: 'Change a shortcut: {id, shortcut}; only the fields given change',
  request: jsonBody(updateShortcutSchema),
  responses: {
    200: jsonContent(shortcutSchema, 'The updated shortcut'),
    400: invalid,
    401: unauthorized,
    404: notFound,
  },
});
const remove = createRoute({
  ...common,
  method: 'delete',
  path: '/',
  summary: 'Remove a shortcut: query id',
  request: { query: shortcutIdQuerySchema },
  responses: {
    200: jsonContent(z.literal(true), 'Removed'),
    400: invalid,
    401: unauthorized,
    404: notFound,
  },
});

export const shortcutRoutes = createCommonRouter()
  .openapi(list, async (c) => c.json(await listShortcuts(c.var.db, c.var.user.id), 200))
  .openapi(create, async (c) =>
    c.json(await createShortcut(c.var.db, c.var.user.id, c.req.valid('json').shortcut), 200),
  )
  .openapi(update, async (c) => {
    const { id, shortcut } = c.req.valid('json');
    return c.json(await updateShortcut(c.var.db, c.var.user.id, id, shortcut), 200);
  })
  .openapi(remove, async (c) =>
    c.json(await deleteShortcut(c.var.db, c.var.user.id, c.req.valid('query').id), 200),
  );
