import { eq } from 'drizzle-orm';
import type { AuthResponse, User } from '@rehearse/contracts/user';
import type { Identity } from '@rehearse/contracts/auth-providers';
import { afterAll, describe, expect, it } from 'vitest';
import {
  startOidcProvider,
  TEST_AUDIENCE,
  TEST_CLIENT_ID,
  type ProviderTokens,
} from '../../../test/oidc-test-provider';
import { call, signUpAndIn, TEST_ENV, uniqueEmail, useTestApp } from '../../../test/test-app';
import { userIdentities } from '../../db/schema/user-identities';
import { users } from '../../db/schema/users';
import { loadConfig } from '../../platform/config';
import { createIdentityProvider } from '../../platform/identity-provider';

// Issue 19, docs/decisions/073-openid-connect-sign-in.md: the API against a real OpenID Connect
// provider (oidc-provider, OpenID Certified) started here.
const provider = await startOidcProvider();
afterAll(() => provider.stop());

const oidcEnv = {
  ...TEST_ENV,
  OIDC_ISSUER: provider.issuer,
  OIDC_CLIENT_ID: TEST_CLIENT_ID,
  OIDC_AUDIENCE: TEST_AUDIENCE,
  OIDC_PROVIDER_NAME: 'Test ID',
};
const config = loadConfig(oidcEnv);
// A one-second cooldown so the rotation test need not wait jose's default thirty.
const { app, db } = await useTestApp({
  config,
  identityProvider: createIdentityProvider(config.oidc!, {
    keysCooldownMs: 1_000,
    discoveryRetryMs: 0,
  }),
});

// The same provider on a server where only it signs people in (AUTH_BUILT_IN=false).
const { app: closed } = await useTestApp({
  config: loadConfig({ ...oidcEnv, AUTH_BUILT_IN: 'false' }),
});

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const signInWith = (tokens: Pick<ProviderTokens, 'accessToken' | 'idToken'>) =>
  call(app, 'POST', '/api/auth/sign-in-with-provider', {
    token: tokens.accessToken,
    body: { idToken: tokens.idToken },
  });
const currentUser = (token: string) => call(app, 'GET', '/api/common/user', { token });
const now = () => Math.floor(Date.now() / 1000);
const refused = { status: 401, body: { error: 'Invalid token' } };

describe('the providers call', () => {
  it('names the configured provider beside the built-in accounts', async () => {
    const res = await call(app, 'GET', '/api/auth/providers');
    expect(res).toMatchObject({
      status: 200,
      body: {
        builtIn: true,
        oidc: {
          name: 'Test ID',
          issuer: provider.issuer,
          clientId: TEST_CLIENT_ID,
          audience: TEST_AUDIENCE,
          scope: 'openid profile email offline_access',
        },
      },
    });
  });
});

describe('signing in through the provider', () => {
  it('makes an account on the first sign-in and accepts the provider’s tokens after', async () => {
    const tokens = await provider.signIn('ada');
    const first = await signInWith(tokens);
    expect(first.status).toBe(200);
    const session = first.body as AuthResponse;
    expect(session).toMatchObject({
      accessToken: tokens.accessToken,
      tokenType: 'bearer',
      user: { name: 'Ada', email: 'ada@people.test', roles: [] },
    });
    expect(await currentUser(tokens.accessToken)).toMatchObject({
      status: 200,
      body: { id: session.user.id },
    });
    const [identity] = await db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, session.user.id));
    expect(identity).toMatchObject({ issuer: provider.issuer, subject: 'ada' });
    // The account has no password: password sign-in never matches it.
    const [row] = await db.select().from(users).where(eq(users.id, session.user.id));
    expect(row.passwordHash).toBe('');
    expect(
      await call(app, 'POST', '/api/auth/sign-in', {
        body: { email: 'ada@people.test', password: 'anything at all' },
      }),
    ).toMatchObject({ status: 404, body: false });

    // A later sign-in (new tokens) is the same account; sign-in-with-token keeps the token.
    const again = await provider.signIn('ada');
    expect((await signInWith(again)).body).toMatchObject({ user: { id: session.user.id } });
    expect(
      await call(app, 'POST', '/api/auth/sign-in-with-token', {
        body: { accessToken: again.accessToken },
      }),
    ).toMatchObject({
      status: 200,
      body: { accessToken: again.accessToken, user: { id: session.user.id } },
    });
  });

  it('keeps working with a renewed token (the refresh token grant)', async () => {
    const tokens = await provider.signIn('renee');
    const session = (await signInWith(tokens)).body as AuthResponse;
    const renewed = await provider.refresh(tokens.refreshToken!);
    expect(renewed.accessToken).not.toBe(tokens.accessToken);
    expect((await currentUser(renewed.accessToken)).body).toMatchObject({ id: session.user.id });
  });

  it('makes one account when the first sign-ins come at once', async () => {
    const tokens = await provider.signIn('twins');
    const answers = await Promise.all([1, 2, 3].map(() => signInWith(tokens)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => (a.body as AuthResponse).user.id)).size).toBe(1);
    expect(await db.select().from(users).where(eq(users.email, 'twins@people.test'))).toHaveLength(
      1,
    );
  });

  it('never joins an existing account by a matching email', async () => {
    const email = uniqueEmail('owner');
    const owner = await signUpAndIn(app, { email });
    const tokens = await provider.signIn(email);
    const res = await signInWith(tokens);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'auth.email_has_account' });
    expect(await db.select().from(userIdentities)).toEqual([]);
    // The provider's token opens nothing, and the account is unchanged.
    expect(await currentUser(tokens.accessToken)).toMatchObject(refused);
    expect((await currentUser(owner.token)).body).toMatchObject({ id: owner.user.id });
  });

  it('matches by (issuer, subject): the same subject of another issuer is someone else', async () => {
    const other = await signUpAndIn(app);
    await db
      .insert(userIdentities)
      .values({ userId: other.user.id, issuer: 'https://other.example/', subject: 'lin' });
    const tokens = await provider.signIn('lin');
    const mine = (await signInWith(tokens)).body as AuthResponse;
    expect(mine.user.id).not.toBe(other.user.id);
    expect((await currentUser(tokens.accessToken)).body).toMatchObject({ id: mine.user.id });
  });

  it('refuses an ID token of another person or an ID token used as the access token', async () => {
    const ada = await provider.signIn('ada');
    const bob = await provider.signIn('bob');
    expect(await signInWith({ accessToken: ada.accessToken, idToken: bob.idToken })).toMatchObject(
      refused,
    );
    expect(await signInWith({ accessToken: ada.idToken, idToken: ada.idToken })).toMatchObject(
      refused,
    );
  });
});

describe('tokens the API refuses', () => {
  const base = () => ({
    iss: provider.issuer,
    aud: TEST_AUDIENCE,
    sub: 'mallory',
    iat: now(),
    exp: now() + 300,
  });

  it('refuses another audience, another issuer, expired, not yet valid, none and foreign keys', async () => {
    const tokens = await provider.signIn('mallory');
    expect((await signInWith(tokens)).status).toBe(200);
    const sign = (claims: Record<string, unknown>, options?: { foreignKey?: boolean }) =>
      provider.signToken({ ...base(), ...claims }, options);
    // The provider's key signs all of these but the last two; each fails one check.
    const bad = {
      audience: await sign({ aud: 'https://another-api.example' }),
      issuer: await sign({ iss: 'https://evil.example/' }),
      // A minute of clock skew is allowed; these are past it.
      expired: await sign({ iat: now() - 600, exp: now() - 90 }),
      notYet: await sign({ nbf: now() + 120 }),
      foreignKey: await sign({}, { foreignKey: true }),
      unknownKid: await provider.signToken({ ...base() }, { kid: 'no-such-key' }),
      none: [
        Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'),
        Buffer.from(JSON.stringify(base())).toString('base64url'),
        '',
      ].join('.'),
      garbage: 'not.a.jwt',
    };
    for (const [name, token] of Object.entries(bad)) {
      expect({ name, ...(await currentUser(token)) }).toMatchObject({ name, ...refused });
    }
    // Within the skew, and the good token itself, pass.
    expect((await currentUser(await sign({ exp: now() - 20 }))).status).toBe(200);
    expect((await currentUser(tokens.accessToken)).status).toBe(200);
  });

  it('refuses tokens issued before a sign-out, and takes a new sign-in after it', async () => {
    const tokens = await provider.signIn('sam');
    expect((await signInWith(tokens)).status).toBe(200);
    expect(
      await call(app, 'POST', '/api/auth/sign-out', { token: tokens.accessToken }),
    ).toMatchObject({ status: 200 });
    expect(await currentUser(tokens.accessToken)).toMatchObject(refused);
    expect(await signInWith(tokens)).toMatchObject(refused);
    // iat is in whole seconds: a token of a later second is a new sign-in.
    await sleep(1_100);
    const fresh = await provider.signIn('sam');
    expect((await signInWith(fresh)).status).toBe(200);
    expect((await currentUser(fresh.accessToken)).status).toBe(200);
  });

  it('fetches rotated keys once, however many requests bring the new key', async () => {
    const before = await provider.signIn('rota');
    expect((await signInWith(before)).status).toBe(200);
    await provider.rotateKeys();
    const after = await provider.signIn('rota');
    // Past the test cooldown since the keys were last fetched.
    await sleep(1_100);
    const fetched = provider.jwksRequests();
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => currentUser(after.accessToken)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(provider.jwksRequests()).toBe(fetched + 1);
    // The old key is still published: tokens signed before the rotation stay good.
    expect((await currentUser(before.accessToken)).status).toBe(200);
    // Forged kids within the cooldown fetch nothing more.
    const forged = await Promise.all(
      [1, 2, 3].map(async (n) =>
        currentUser(await provider.signToken({ ...base() }, { kid: `forged-${n}` })),
      ),
    );
    expect(forged.map((a) => a.status)).toEqual([401, 401, 401]);
    expect(provider.jwksRequests()).toBe(fetched + 1);
  });
});

describe('linking a provider identity from the profile', () => {
  const link = (token: string, tokens: ProviderTokens) =>
    call(app, 'POST', '/api/auth/identities', {
      token,
      body: { accessToken: tokens.accessToken, idToken: tokens.idToken },
    });

  it('links, lists, signs in with, refuses a second owner, and unlinks', async () => {
    const owner = await signUpAndIn(app);
    const tokens = await provider.signIn('grace');
    const linked = await link(owner.token, tokens);
    expect(linked).toMatchObject({
      status: 201,
      body: {
        issuer: provider.issuer,
        subject: 'grace',
        provider: 'Test ID',
        email: 'grace@people.test',
      },
    });
    // The provider's token now opens the built-in account; roles stay Rehearse's.
    expect((await currentUser(tokens.accessToken)).body).toMatchObject({
      id: owner.user.id,
      email: owner.email,
    });
    const listed = await call(app, 'GET', '/api/auth/identities', { token: owner.token });
    expect(listed.body).toEqual([linked.body]);
    // Linking again is done already; another account cannot take it.
    expect((await link(owner.token, tokens)).status).toBe(201);
    const other = await signUpAndIn(app);
    expect((await link(other.token, tokens)).body).toMatchObject({
      code: 'auth.identity_linked_elsewhere',
    });
    // Someone else's identity is not theirs to unlink.
    const id = (linked.body as Identity).id;
    expect(
      (await call(app, 'DELETE', `/api/auth/identities/${id}`, { token: other.token })).status,
    ).toBe(404);
    expect(
      (await call(app, 'DELETE', '/api/auth/identities/not-a-uuid', { token: owner.token })).status,
    ).toBe(404);
    expect(
      await call(app, 'DELETE', `/api/auth/identities/${id}`, { token: owner.token }),
    ).toMatchObject({
      status: 200,
      body: true,
    });
    expect(await currentUser(tokens.accessToken)).toMatchObject(refused);
  });

  it('keeps the only way into an account without a password', async () => {
    const tokens = await provider.signIn('solo');
    await signInWith(tokens);
    const [identity] = (
      await call(app, 'GET', '/api/auth/identities', { token: tokens.accessToken })
    ).body as Identity[];
    const res = await call(app, 'DELETE', `/api/auth/identities/${identity.id}`, {
      token: tokens.accessToken,
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'auth.last_sign_in_method' });
  });

  it('lets an account made by the provider set a first password, then asks for it', async () => {
    const tokens = await provider.signIn('grace');
    const account = (await signInWith(tokens)).body as AuthResponse;
    const state = (token: string) =>
      call(app, 'GET', '/api/workspace/password', { token }).then((res) => res.body);
    expect(await state(tokens.accessToken)).toEqual({
      success: true,
      data: { hasPassword: false },
    });

    const set = await call(app, 'POST', '/api/workspace/password', {
      token: tokens.accessToken,
      body: { newPassword: 'first password 123' },
    });
    expect(set.status).toBe(200);
    const session = (set.body as { data: AuthResponse }).data;
    expect(session.user.id).toBe(account.user.id);
    expect(await state(session.accessToken)).toEqual({
      success: true,
      data: { hasPassword: true },
    });
    // Email sign-in now works for the account; the provider's earlier token is revoked with the
    // other sessions, as with any password change.
    expect(
      await call(app, 'POST', '/api/auth/sign-in', {
        body: { email: 'grace@people.test', password: 'first password 123' },
      }),
    ).toMatchObject({ status: 200, body: { user: { id: account.user.id } } });
    expect(await currentUser(tokens.accessToken)).toMatchObject(refused);

    // From now on the current password is asked for.
    const without = await call(app, 'POST', '/api/workspace/password', {
      token: session.accessToken,
      body: { newPassword: 'second password 456' },
    });
    expect(without).toMatchObject({
      status: 400,
      body: { error: { code: 'auth.wrong_password', field: 'currentPassword' } },
    });
  });

  it('sets one first password when two requests race', async () => {
    const tokens = await provider.signIn('racer');
    await signInWith(tokens);
    const results = await Promise.all(
      ['racing password one', 'racing password two'].map((newPassword) =>
        call(app, 'POST', '/api/workspace/password', {
          token: tokens.accessToken,
          body: { newPassword },
        }),
      ),
    );
    const statuses = results.map((res) => res.status).sort();
    // The second request finds a password set meanwhile and is asked for it.
    expect(statuses).toEqual([200, 400]);
  });

  it('refuses tokens that do not prove the identity', async () => {
    const owner = await signUpAndIn(app);
    const tokens = await provider.signIn('ivy');
    expect(
      await link(owner.token, { ...tokens, accessToken: await provider.signToken({ sub: 'ivy' }) }),
    ).toMatchObject(refused);
    expect(
      await call(app, 'POST', '/api/auth/identities', {
        token: owner.token,
        body: { accessToken: 'x' },
      }),
    ).toMatchObject({ status: 400 });
  });
});

describe('when the provider is down', () => {
  it('says so clearly, and built-in sign-in still works', async () => {
    const owner = await signUpAndIn(app);
    provider.setDown(true);
    try {
      // Its discovery document cannot be read: a fresh view of the provider says so.
      const cold = createIdentityProvider(config.oidc!, { discoveryRetryMs: 0 });
      expect(await cold.issuer().catch((error: unknown) => error)).toMatchObject({
        code: 'auth.provider_unavailable',
        status: 503,
      });
      // The app has the keys already; a key it has not seen needs them again, past the cooldown.
      await sleep(1_100);
      const res = await currentUser(
        await provider.signToken({ sub: 'ada', aud: TEST_AUDIENCE }, { kid: 'new-while-down' }),
      );
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ code: 'auth.provider_unavailable' });
      expect(
        await call(app, 'POST', '/api/auth/sign-in', {
          body: { email: owner.email, password: owner.password },
        }),
      ).toMatchObject({ status: 200 });
      expect((await call(app, 'GET', '/api/auth/providers')).status).toBe(200);
    } finally {
      provider.setDown(false);
    }
  });
});

describe('with built-in accounts turned off', () => {
  it('refuses email sign-in, sign-up and reset, and still signs people in through the provider', async () => {
    const body = { name: 'N', email: uniqueEmail(), password: 'correct horse battery' };
    for (const path of ['/api/auth/sign-in', '/api/auth/sign-up', '/api/auth/forgot-password']) {
      const res = await call(closed, 'POST', path, { body });
      expect({ path, status: res.status, body: res.body }).toMatchObject({
        path,
        status: 403,
        body: { code: 'auth.built_in_disabled' },
      });
    }
    // Nor can a password be set for an account there.
    const member = await provider.signIn('member');
    await call(closed, 'POST', '/api/auth/sign-in-with-provider', {
      token: member.accessToken,
      body: { idToken: member.idToken },
    });
    expect(
      await call(closed, 'POST', '/api/workspace/password', {
        token: member.accessToken,
        body: { newPassword: 'a password here' },
      }),
    ).toMatchObject({ status: 403, body: { error: { code: 'auth.built_in_disabled' } } });
    expect((await call(closed, 'GET', '/api/auth/providers')).body).toMatchObject({
      builtIn: false,
    });
    const tokens = await provider.signIn('only');
    const res = await call(closed, 'POST', '/api/auth/sign-in-with-provider', {
      token: tokens.accessToken,
      body: { idToken: tokens.idToken },
    });
    expect((res.body as { user: User }).user.email).toBe('only@people.test');
  });
});
