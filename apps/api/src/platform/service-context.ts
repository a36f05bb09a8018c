import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import { languageOf } from './request-language';
import type { ServiceContext } from './services';

// The context a product service gets, for a route behind requireAuth.
export const serviceContext = (c: Context<AppEnv>): ServiceContext => ({
  ...c.var.services,
  user: c.var.user,
  language: languageOf(c.req.header('accept-language')),
});
