import { createRoute, z } from '@hono/zod-openapi';
import {
  authProvidersSchema,
  identitySchema,
  linkIdentitySchema,
  signInWithProviderSchema,
} from '@rehearse/contracts/auth-providers';
import { authResponseSchema } from '@rehearse/contracts/user';
import { bearerToken, INVALID_TOKEN, requireAuth } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import {
  bearerSecurity,
  errorContent,
  idParams,
  jsonBody,
  jsonContent,
} from '../../platform/openapi';
import { languageOf } from '../../platform/request-language';
import { createCommonRouter } from '../../platform/router';
import { toUser } from '../../platform/session';
import {
  authProviders,
  linkIdentity,
  listIdentities,
  signInWithProvider,
  unlinkIdentity,
} from './identities.service';

// Sign-in through an OpenID Connect provider and the identities linked to an account
// (docs/decisions/073-openid-connect-sign-in.md). Mounted beside authRoutes under /api/auth.

const tags = ['Auth'];
const invalid = errorContent('Invalid input');
const unauthorized = errorContent(INVALID_TOKEN);
const unavailable = errorContent(
  'The provider’s discovery document or keys cannot be fetched (auth.provider_unavailable)',
);
const noProvider = errorContent('No OpenID Connect provider is configured on this server');

const providers = createRoute({
  method: 'get',
  path: '/providers',
  tags,
  summary: 'The ways in this server offers: its own accounts and an OpenID Connect provider',
  responses: { 200: jsonContent(authProvidersSchema, 'The sign-in methods') },
});
const signInWithProviderRoute = createRoute({
  method: 'post',
  path: '/sign-in-with-provider',
  tags,
  summary: 'Sign in with the provider’s access token (the bearer) and ID token',
  description:
    'The identity is matched by (issuer, subject), never by email. On its first sign-in an ' +
    'account is made from the ID token’s name and email, unless that email has an account ' +
    'already (409 auth.email_has_account: sign in with the password and link the provider from ' +
    'the profile). The answer’s accessToken is the provider’s token itself: the API accepts it ' +
    'on every call while it is valid.',
  security: bearerSecurity,
  request: jsonBody(signInWithProviderSchema),
  responses: {
    200: jsonContent(authResponseSchema, 'Signed in'),
    400: invalid,
    401: unauthorized,
    403: errorContent('The account’s organization is suspended (auth.organization_suspended)'),
    404: noProvider,
    409: errorContent('The email already has an account (auth.email_has_account)'),
    503: unavailable,
  },
});
const identities = createRoute({
  method: 'get',
  path: '/identities',
  tags,
  summary: 'The provider identities that sign in to the signed-in account',
  security: bearerSecurity,
  middleware: requireAuth,
  responses: { 200: jsonContent(z.array(identitySchema), 'Linked identities'), 401: unauthorized },
});
const link = createRoute({
  method: 'post',
  path: '/identities',
  tags,
  summary: 'Link the provider identity these tokens prove to the signed-in account',
  security: bearerSecurity,
  middleware: requireAuth,
  request: jsonBody(linkIdentitySchema),
  responses: {
    201: jsonContent(identitySchema, 'Linked'),
    400: invalid,
    401: unauthorized,
    404: noProvider,
    409: errorContent(
      'Linked to another account (auth.identity_linked_elsewhere), or the account has an identity of this provider (auth.identity_already_linked)',
    ),
    503: unavailable,
  },
});
const unlink = createRoute({
  method: 'delete',
  path: '/identities/{id}',
  tags,
  summary: 'Unlink one of the account’s provider identities',
  security: bearerSecurity,
  middleware: requireAuth,
  request: { params: idParams },
  responses: {
    200: jsonContent(z.literal(true), 'Unlinked'),
    401: unauthorized,
    404: errorContent('No such identity on this account'),
    409: errorContent('The only way into an account without a password (auth.last_sign_in_method)'),
  },
});

export const providerSignInRoutes = createCommonRouter()
  .openapi(providers, (c) =>
    c.json(authProviders(c.var.config, c.var.services.identityProvider), 200),
  )
  .openapi(signInWithProviderRoute, async (c) => {
    const accessToken = bearerToken(c.req.header('Authorization'));
    if (!accessToken) throw new AppError('auth.unauthenticated', 'Authentication required');
    const user = await signInWithProvider(
      c.var.db,
      c.var.services,
      { accessToken, idToken: c.req.valid('json').idToken },
      languageOf(c.req.header('accept-language')),
    );
    return c.json({ user: toUser(user), accessToken, tokenType: 'bearer' as const }, 200);
  })
  .openapi(identities, async (c) =>
    c.json(await listIdentities(c.var.db, c.var.services, c.var.user), 200),
  )
  .openapi(link, async (c) =>
    c.json(await linkIdentity(c.var.db, c.var.services, c.var.user, c.req.valid('json')), 201),
  )
  .openapi(unlink, async (c) => {
    await unlinkIdentity(c.var.db, c.var.user, c.req.valid('param').id);
    return c.json(true as const, 200);
  });
