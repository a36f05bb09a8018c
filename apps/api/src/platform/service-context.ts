import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import { eventLanguageOf } from '../domain/product-events';
import type { ServiceContext } from './services';

// The context a product service gets, for a route behind requireAuth.
export const serviceContext = (c: Context<AppEnv>): ServiceContext => ({
  ...c.var.services,
  user: c.var.user,
  language: eventLanguageOf(c.req.header('accept-language')),
});
