import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ZodError } from 'zod';
import type { AppEnv } from './app-env';
import { errorResponse } from './errors';

// "email: Enter a valid email address; password: ..." - names the field, never a stack trace.
export function describeZodError(error: ZodError, target?: string): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => {
      const path = issue.path.map(String).join('.');
      if (!path && target === 'json') return `body: ${issue.message}`;
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

// Every module's router: invalid input answers 400 {error} (or the product envelope).
export const createRouter = () =>
  new OpenAPIHono<AppEnv>({
    defaultHook: (result, c: Context<AppEnv>) => {
      if (!result.success) {
        return errorResponse(c, 400, describeZodError(result.error, result.target));
      }
    },
  });
