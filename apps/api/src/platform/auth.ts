import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import type { users } from '../db/schema/users';
import { AppError } from './errors';
import { userFromToken } from './session';

export const INVALID_TOKEN = 'Invalid token';

export const bearerToken = (header: string | undefined) => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
};

// Lets the request through only with a valid, unrevoked access token; sets c.var.user.
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const token = bearerToken(c.req.header('Authorization'));
  if (!token) throw new AppError('auth.unauthenticated', 'Authentication required');
  const user = await userFromToken(c.var.db, c.var.services, token);
  if (!user) throw new AppError('auth.invalid_token', INVALID_TOKEN);
  c.set('user', user);
  await next();
});

// Sets c.var.user when a valid token comes along, and lets the request through either way: for
// calls that signed-out visitors may make too (the support pages are not guarded).
export const optionalAuth = createMiddleware<AppEnv>(async (c, next) => {
  const token = bearerToken(c.req.header('Authorization'));
  const user = token ? await userFromToken(c.var.db, c.var.services, token) : null;
  if (token && !user) throw new AppError('auth.invalid_token', INVALID_TOKEN);
  if (user) c.set('user', user);
  await next();
});

// Who is asking, as services that check permissions need it.
export type Actor = Pick<typeof users.$inferSelect, 'id' | 'roles' | 'organizationId'>;

// Route middleware after requireAuth: lets through only users with the role ('root' has every
// role). Role checks live here or in a service, never inline in a handler.
export const requireRole = (role: 'admin') =>
  createMiddleware<AppEnv>(async (c, next) => {
    const { roles } = c.var.user;
    if (!roles.includes(role) && !roles.includes('root')) {
      throw new AppError('auth.admin_only', 'Only admins may do this');
    }
    await next();
  });

// AUTH_BUILT_IN=false: only the OpenID Connect provider signs people in (decision 073), so every
// call about email-and-password accounts (sign-in, sign-up, reset, setting a password) is refused.
export const builtInOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.config.builtInAuth) {
    throw new AppError(
      'auth.built_in_disabled',
      'Signing in with an email and password is turned off here',
    );
  }
  await next();
});
