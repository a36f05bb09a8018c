import { createRoute } from '@hono/zod-openapi';
import { updateUserSchema, userSchema } from '@rehearse/contracts/user';
import { INVALID_TOKEN, requireAuth } from '../../platform/auth';
import { bearerSecurity, errorContent, jsonBody, jsonContent } from '../../platform/openapi';
import { createCommonRouter } from '../../platform/router';
import { toUser } from '../../platform/session';
import { updateUser } from './user.service';

const tags = ['Common'];
const security = bearerSecurity;
const middleware = requireAuth;

const getUser = createRoute({
  method: 'get',
  path: '/',
  tags,
  security,
  middleware,
  summary: 'The signed-in user',
  responses: { 200: jsonContent(userSchema, 'The user'), 401: errorContent(INVALID_TOKEN) },
});
const patchUser = createRoute({
  method: 'patch',
  path: '/',
  tags,
  security,
  middleware,
  summary: 'Change name, avatar or status (online, away, busy, not-visible)',
  request: jsonBody(updateUserSchema),
  responses: {
    200: jsonContent(userSchema, 'The updated user'),
    400: errorContent('Invalid input'),
    401: errorContent(INVALID_TOKEN),
  },
});

export const userRoutes = createCommonRouter()
  .openapi(getUser, (c) => c.json(toUser(c.var.user), 200))
  .openapi(patchUser, async (c) =>
    c.json(await updateUser(c.var.db, c.var.user.id, c.req.valid('json').user), 200),
  );
