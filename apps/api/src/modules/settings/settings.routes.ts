import { createRoute } from '@hono/zod-openapi';
import { settingsSchema, updateSettingsSchema } from '@rehearse/contracts/settings';
import { INVALID_TOKEN, requireAuth } from '../../platform/auth';
import { bearerSecurity, errorContent, jsonBody, jsonContent } from '../../platform/openapi';
import { createCommonRouter } from '../../platform/router';
import { getSettings, updateSettings } from './settings.service';

const common = { tags: ['Common'], security: bearerSecurity, middleware: requireAuth };
const unauthorized = errorContent(INVALID_TOKEN);

const get = createRoute({
  ...common,
  method: 'get',
  path: '/',
  summary: "The user's colour scheme, theme and layout (defaults light, theme-default, classic)",
  responses: { 200: jsonContent(settingsSchema, 'The settings'), 401: unauthorized },
});
const patch = createRoute({
  ...common,
  method: 'patch',
  path: '/',
  summary: 'Change the scheme, theme or layout: {settings}; only the fields given change',
  request: jsonBody(updateSettingsSchema),
  responses: {
    200: jsonContent(settingsSchema, 'The updated settings'),
    400: errorContent('Invalid input'),
    401: unauthorized,
  },
});

export const settingsRoutes = createCommonRouter()
  .openapi(get, async (c) => c.json(await getSettings(c.var.db, c.var.user.id), 200))
  .openapi(patch, async (c) =>
    c.json(await updateSettings(c.var.db, c.var.user.id, c.req.valid('json').settings), 200),
  );
