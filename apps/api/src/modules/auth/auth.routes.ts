import { languageOf } from '../../platform/request-language';
import { createRoute, z } from '@hono/zod-openapi';
import {
  emailSchema,
  forgotPasswordBodySchema,
  resetPasswordSchema,
  signInSchema,
  signInWithTokenSchema,
  signUpSchema,
  unlockSessionSchema,
} from '@rehearse/contracts/auth';
import type { Context } from 'hono';
import type { SignInInput } from '@rehearse/contracts/auth';
import type { AppEnv } from '../../platform/app-env';
import { authResponseSchema } from '@rehearse/contracts/user';
import { builtInOnly, INVALID_TOKEN, requireAuth } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { clearPageSession, setPageSession } from '../../platform/page-session';
import { bearerSecurity, errorContent, jsonBody, jsonContent } from '../../platform/openapi';
import { plainTextAsJsonString } from '../../platform/plain-text-body';
import { createCommonRouter } from '../../platform/router';
import { isBuiltInToken, issueSession, toUser, userFromToken } from '../../platform/session';
import { createAccount } from '../../domain/accounts';
import { checkCredentials, revokeTokens } from './auth.service';
import {
  requestPasswordReset,
  resetPassword,
  resolvePasswordResetRequests,
} from './password-reset.service';

const tags = ['Auth'];
const ok = jsonContent(z.literal(true), 'Done');
const session = jsonContent(authResponseSchema, 'Signed in');
const noMatch = jsonContent(z.literal(false), 'Email and password do not match');
const invalid = errorContent('Invalid input');
const limited = errorContent('Too many failed attempts; see Retry-After');
const suspended = errorContent(
  'The account’s organization is suspended (auth.organization_suspended), or email sign-in is off (auth.built_in_disabled)',
);

const builtInDisabled = errorContent(
  'Email-and-password accounts are turned off on this server (auth.built_in_disabled)',
);

const signIn = createRoute({
  method: 'post',
  path: '/sign-in',
  tags,
  summary: 'Sign in with email and password',
  middleware: builtInOnly,
  request: jsonBody(signInSchema),
  responses: { 200: session, 400: invalid, 403: suspended, 404: noMatch, 429: limited },
});
const unlockSession = createRoute({
  method: 'post',
  path: '/unlock-session',
  tags,
  summary: 'Unlock a locked session with the password',
  middleware: builtInOnly,
  request: jsonBody(unlockSessionSchema),
  responses: { 200: session, 400: invalid, 403: suspended, 404: noMatch, 429: limited },
});
const signInWithToken = createRoute({
  method: 'post',
  path: '/sign-in-with-token',
  tags,
  summary: 'Exchange a valid token for a fresh one',
  request: jsonBody(signInWithTokenSchema),
  responses: { 200: session, 400: invalid, 401: errorContent(INVALID_TOKEN) },
});
const signUp = createRoute({
  method: 'post',
  path: '/sign-up',
  tags,
  summary: 'Create an account',
  middleware: builtInOnly,
  request: jsonBody(signUpSchema),
  responses: {
    200: ok,
    400: invalid,
    403: builtInDisabled,
    409: errorContent('Email already registered'),
  },
});
const forgotPassword = createRoute({
  method: 'post',
  path: '/forgot-password',
  tags,
  summary: 'Email a single-use reset link (answers true whether or not the account exists)',
  description:
    'The email as `{email}`, as a bare JSON string, or as a `text/plain` body. The link is ' +
    'queued after the answer; a new link replaces the previous one.',
  middleware: [builtInOnly, plainTextAsJsonString],
  request: {
    body: {
      required: true,
      content: {
        'application/json': { schema: forgotPasswordBodySchema },
        // Read as a JSON string by plainTextAsJsonString, so the JSON schema validates it.
        'text/plain': { schema: emailSchema.transform((email) => ({ email })) },
      },
    },
  },
  responses: {
    200: ok,
    400: invalid,
    403: builtInDisabled,
    429: errorContent('Too many requests for this email or from this address; see Retry-After'),
  },
});
const resetPasswordRoute = createRoute({
  method: 'post',
  path: '/reset-password',
  tags,
  summary: 'Set a new password with a reset token',
  middleware: builtInOnly,
  request: jsonBody(resetPasswordSchema),
  responses: {
    200: ok,
    400: errorContent('Invalid input, or an invalid or expired token'),
    403: builtInDisabled,
  },
});
const signOut = createRoute({
  method: 'post',
  path: '/sign-out',
  tags,
  summary: 'Sign out: revokes every token issued so far',
  security: bearerSecurity,
  middleware: requireAuth,
  responses: { 200: ok, 401: errorContent(INVALID_TOKEN) },
});

// Sign-in and unlock-session check the same credentials and answer the same way.
async function answerCredentials(c: Context<AppEnv>, input: SignInInput) {
  const user = await checkCredentials(c.var.db, input, c.var.clientAddress);
  if (!user) return c.json(false as const, 404);
  const session = await issueSession(await c.var.services.signingSecret(), user);
  setPageSession(c, session.accessToken);
  return c.json(session, 200);
}

export const authRoutes = createCommonRouter()
  .openapi(signIn, (c) => answerCredentials(c, c.req.valid('json')))
  .openapi(unlockSession, (c) => answerCredentials(c, c.req.valid('json')))
  .openapi(signInWithToken, async (c) => {
    const { accessToken } = c.req.valid('json');
    const user = await userFromToken(c.var.db, c.var.services, accessToken);
    if (!user) {
      clearPageSession(c);
      throw new AppError('auth.invalid_token', INVALID_TOKEN);
    }
    // A provider's token is renewed by the provider, not exchanged here (decision 073).
    if (!isBuiltInToken(accessToken)) {
      return c.json({ user: toUser(user), accessToken, tokenType: 'bearer' as const }, 200);
    }
    const session = await issueSession(await c.var.services.signingSecret(), user);
    setPageSession(c, session.accessToken);
    return c.json(session, 200);
  })
  .openapi(signUp, async (c) => {
    await createAccount(
      c.var.db,
      { ...c.req.valid('json'), language: languageOf(c.req.header('accept-language')) },
      c.var.services.accountHooks,
    );
    return c.json(true as const, 200);
  })
  .openapi(forgotPassword, async (c) => {
    const { db, config, clientAddress, services } = c.var;
    await requestPasswordReset(db, c.req.valid('json').email, clientAddress);
    services.tasks.run('password-reset', () =>
      resolvePasswordResetRequests(db, services, config.publicUrl),
    );
    return c.json(true as const, 200);
  })
  .openapi(resetPasswordRoute, async (c) => {
    const { token, password } = c.req.valid('json');
    await resetPassword(c.var.db, token, password);
    return c.json(true as const, 200);
  })
  .openapi(signOut, async (c) => {
    await revokeTokens(c.var.db, c.var.user.id);
    clearPageSession(c);
    return c.json(true as const, 200);
  });
