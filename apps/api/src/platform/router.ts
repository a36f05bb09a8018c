import { OpenAPIHono } from '@hono/zod-openapi';
import { issueToError } from '@rehearse/contracts/validation-issues';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ZodError } from 'zod';
import type { AppEnv, Envelope } from './app-env';
import { AppError } from './errors';
import { findInvalidText, invalidTextError } from './invalid-text';

const MB = 1024 * 1024;

// What a router declares about all of its calls: the answer shape, and the largest request
// body it takes ('streamed' when its handlers read the body as a stream with their own limit).
type RouterTraits = {
  envelope: Envelope;
  maxBodyBytes: number | 'streamed';
  // The error for a larger body, when the router words it in terms of what it takes.
  bodyTooLarge?: () => AppError;
};
type RouterOptions = Partial<Omit<RouterTraits, 'envelope'>>;

const traitsOf = new WeakMap<object, RouterTraits>();

// The 400 for input that does not fit a route's schema: the first five problems in the message
// ("email: Enter a valid email address; ..."), every problem with its code in `issues`.
export function validationError(error: ZodError, input: unknown, target?: string): AppError {
  const issues = error.issues.map((issue) => issueToError(issue, input));
  const message = issues
    .slice(0, 5)
    .map(({ field, message: text }) =>
      field ? `${field}: ${text}` : target === 'json' ? `body: ${text}` : text,
    )
    .join('; ');
  const [first] = issues;
  // The message already names each field; `issues` carries each field with its code.
  return new AppError(first?.code ?? 'validation.field_invalid', message, {
    params: first?.params,
    issues,
  });
}

function newRouter(traits: RouterTraits) {
  const router = new OpenAPIHono<AppEnv>({
    // Runs after every validated part of a request (body, query, path): a schema failure, or
    // text that no schema should let through, is thrown to the one error handler.
    defaultHook: (result, _c: Context<AppEnv>) => {
      // zod-validator passes the raw input as `data` on failure too; its type omits it.
      if (!result.success) {
        const input = 'data' in result ? result.data : undefined;
        throw validationError(result.error, input, result.target);
      }
      const field = findInvalidText(result.data);
      if (field !== undefined) throw invalidTextError(field);
    },
  });
  traitsOf.set(router, traits);
  return router;
}

// Product calls (quizzes, interviews, workspace, organizations...): {success, data} answers.
export const createProductRouter = (options: RouterOptions = {}) =>
  newRouter({ maxBodyBytes: MB, ...options, envelope: 'product' });

// Auth, common and demo-area calls: bare shapes, no envelope (decision 016).
export const createCommonRouter = (options: RouterOptions = {}) =>
  newRouter({ maxBodyBytes: MB, ...options, envelope: 'common' });

export type Router = ReturnType<typeof newRouter>;

const bodyTooLarge = (maxSize: number) =>
  new AppError(
    'validation.body_too_large',
    `Request body is larger than the ${maxSize / MB} MB limit`,
    { field: 'body', params: { maxMb: maxSize / MB } },
  );

const limitBody = (
  maxSize: number,
  tooLarge = () => bodyTooLarge(maxSize),
): MiddlewareHandler<AppEnv> =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw tooLarge();
    },
  });

// The default 1 MB limit, for the JSON routes of a router whose uploads stream
// (`maxBodyBytes: 'streamed'`).
export const limitJsonBody = (): MiddlewareHandler<AppEnv> => limitBody(MB);

// Mounts each router at its path. Before any route runs, the router that owns the path (the
// longest mount path that matches) sets the answer shape, so that every error, even an
// oversize body refused before the route, answers in that router's shape, and applies its body
// limit.
export function mountRouters(app: OpenAPIHono<AppEnv>, mounts: [path: string, Router][]) {
  const owners = [...mounts]
    .sort(([a], [b]) => b.length - a.length)
    .map(([path, router]) => {
      const traits = traitsOf.get(router);
      if (!traits) throw new Error(`${path}: not made by createProductRouter/createCommonRouter`);
      const limit =
        traits.maxBodyBytes === 'streamed'
          ? undefined
          : limitBody(traits.maxBodyBytes, traits.bodyTooLarge);
      return { path, envelope: traits.envelope, limit };
    });
  const defaultLimit = limitBody(MB);
  app.use('/api/*', (c, next) => {
    const { path } = c.req;
    const owner = owners.find((o) => path === o.path || path.startsWith(`${o.path}/`));
    c.set('envelope', owner?.envelope ?? 'common');
    if (owner && !owner.limit) return next();
    return (owner?.limit ?? defaultLimit)(c, next);
  });
  for (const [path, router] of mounts) app.route(path, router);
}
