import { asc, eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import type { AuthResponse, User } from '@rehearse/contracts/user';
import { describe, expect, it } from 'vitest';
import { call, signUpAndIn, TEST_SECRET, uniqueEmail, useTestApp } from '../../../test/test-app';
import { organizations } from '../../db/schema/organizations';
import { outbox } from '../../db/schema/outbox';
import { passwordResetRequests, passwordResetTokens, users } from '../../db/schema/users';
import { requestPasswordReset, resolvePasswordResetRequests } from './password-reset.service';

const { app, db, tasks } = await useTestApp();
const key = new TextEncoder().encode(TEST_SECRET);
const password = 'correct horse battery';

const signIn = (email: string, pw = password, client?: string) =>
  call(app, 'POST', '/api/auth/sign-in', {
    body: { email, password: pw },
    headers: client ? { 'x-test-client': client } : {},
  });

describe('sign-up', () => {
  it('creates an account with its own individual organization named by the company', async () => {
    const email = uniqueEmail();
    const res = await call(app, 'POST', '/api/auth/sign-up', {
      body: { name: 'Ada Lovelace', email, password, company: 'Analytical Engines' },
    });
    expect(res).toMatchObject({ status: 200, body: true });
    const [user] = await db.select().from(users).where(eq(users.email, email));
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    const [org] = await db
      .select()
      .from(organizations)
      .where(eq(organizations.id, user.organizationId!));
    expect(org).toMatchObject({ name: 'Analytical Engines', organizationType: 'individual' });
  });

  it('normalises the email and refuses a second account for it', async () => {
    const email = uniqueEmail();
    await call(app, 'POST', '/api/auth/sign-up', {
      body: { name: 'A', email: `  ${email.toUpperCase()} `, password },
    });
    const again = await call(app, 'POST', '/api/auth/sign-up', {
      body: { name: 'B', email, password },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: expect.stringMatching(/already exists/) });
    expect((await signIn(email)).status).toBe(200);
  });

  it.each([
    [{ name: 'A', email: 'not-an-email', password }, /^email: /],
    [{ name: 'A', email: uniqueEmail(), password: 'short' }, /^password: .*at least 8/],
    [{ email: uniqueEmail(), password }, /^name: /],
    [{ name: 'A', email: uniqueEmail(), password: 12345678 }, /^password: /],
  ])('answers 400 naming the field for %j', async (body, message) => {
    const res = await call(app, 'POST', '/api/auth/sign-up', { body });
    expect(res.status).toBe(400);
    expect((res.body as { error: string }).error).toMatch(message);
  });
});

describe('sign-in', () => {
  it('answers the user and a 7-day HS256 token issued by Rehearse', async () => {
    const { email } = await signUpAndIn(app, { name: 'Grace' });
    const res = await signIn(email);
    expect(res.status).toBe(200);
    const body = res.body as AuthResponse;
    expect(body.tokenType).toBe('bearer');
    expect(body.user).toMatchObject({
      name: 'Grace',
      email,
      status: 'online',
      roles: [],
      avatar: null,
    });
    expect(body.user.metadata.organization_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(decodeProtectedHeader(body.accessToken).alg).toBe('HS256');
    const claims = decodeJwt(body.accessToken);
    expect(claims).toMatchObject({ iss: 'Rehearse', sub: body.user.id });
    expect(claims.exp! - claims.iat!).toBe(7 * 24 * 3600);
  });

  it('answers 404 with body false for a wrong password and for an unknown email alike', async () => {
    const { email } = await signUpAndIn(app);
    expect(await signIn(email, 'wrong password')).toMatchObject({ status: 404, body: false });
    expect(await signIn(uniqueEmail(), password)).toMatchObject({ status: 404, body: false });
  });

  it('accepts the email in any case and with spaces', async () => {
    const { email } = await signUpAndIn(app);
    expect((await signIn(` ${email.toUpperCase()} `)).status).toBe(200);
  });

  it('locks an email after 10 failures in 15 minutes, answering 429 with Retry-After', async () => {
    const { email } = await signUpAndIn(app);
    for (let i = 0; i < 10; i++) {
      // Different addresses, so only the per-email limit is in play.
      expect((await signIn(email, 'nope', `198.51.100.${i}`)).status).toBe(404);
    }
    const locked = await signIn(email, password, '198.51.100.200');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
    expect((locked.body as { error: string }).error).toMatch(/Too many failed sign-in attempts/);
  });

  it('limits one client address across emails, without affecting other addresses', async () => {
    const { email } = await signUpAndIn(app);
    for (let i = 0; i < 10; i++) await signIn(uniqueEmail(), 'nope', '192.0.2.7');
    expect((await signIn(email, password, '192.0.2.7')).status).toBe(429);
    expect((await signIn(email, password, '192.0.2.8')).status).toBe(200);
  });

  it('starts counting afresh after a success', async () => {
    const { email } = await signUpAndIn(app);
    for (let i = 0; i < 9; i++) await signIn(email, 'nope', `198.51.100.${i}`);
    expect((await signIn(email, password, '198.51.100.100')).status).toBe(200);
    expect((await signIn(email, 'nope', '198.51.100.101')).status).toBe(404);
    expect((await signIn(email, password, '198.51.100.102')).status).toBe(200);
  });

  it('checks at most 10 of 100 parallel sign-ins for one account; the others answer 429', async () => {
    const { email } = await signUpAndIn(app);
    // One address each, so only the per-account limit is in play; the right password is 51st.
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        signIn(email, i === 50 ? password : `wrong-${i}`, `198.51.100.${i}`),
      ),
    );
    const count = (status: number) => answers.filter((a) => a.status === status).length;
    expect(count(404) + count(200) + count(429)).toBe(100);
    expect(count(404) + count(200)).toBeLessThanOrEqual(10);
    expect(count(429)).toBeGreaterThanOrEqual(90);
    expect(answers.find((a) => a.status === 429)!.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await signIn(email, password, '198.51.100.250')).status).toBe(429);
  });

  it('checks at most 10 of 100 parallel wrong sign-ins from one address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => signIn(uniqueEmail(), 'wrong', '192.0.2.50')),
    );
    expect(answers.filter((a) => a.status === 404)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(90);
  });

  it('does not count successful sign-ins against the address', async () => {
    const { email } = await signUpAndIn(app);
    for (let i = 0; i < 12; i++)
      expect((await signIn(email, password, '192.0.2.60')).status).toBe(200);
    expect((await signIn(uniqueEmail(), 'wrong', '192.0.2.60')).status).toBe(404);
  });

  it('unlock-session checks the same credentials', async () => {
    const { email } = await signUpAndIn(app);
    const ok = await call(app, 'POST', '/api/auth/unlock-session', { body: { email, password } });
    expect(ok.status).toBe(200);
    expect((ok.body as AuthResponse).accessToken).toBeTruthy();
    const bad = await call(app, 'POST', '/api/auth/unlock-session', {
      body: { email, password: 'x' },
    });
    expect(bad).toMatchObject({ status: 404, body: false });
  });
});

describe('tokens', () => {
  const getUser = (token: string) => call(app, 'GET', '/api/common/user', { token });

  it('sign-in-with-token exchanges a valid token for a fresh one', async () => {
    const { token, user } = await signUpAndIn(app);
    const res = await call(app, 'POST', '/api/auth/sign-in-with-token', {
      body: { accessToken: token },
    });
    expect(res.status).toBe(200);
    expect((res.body as AuthResponse).user.id).toBe(user.id);
    expect((await getUser((res.body as AuthResponse).accessToken)).status).toBe(200);
  });

  it('refuses forged, expired, unsigned and foreign-issuer tokens with 401 Invalid token', async () => {
    const { user } = await signUpAndIn(app);
    const forged = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('Rehearse')
      .setSubject(user.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('some-other-secret-of-enough-length!!'));
    const expired = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('Rehearse')
      .setSubject(user.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 8 * 24 * 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 24 * 3600)
      .sign(key);
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ iss: 'Rehearse', sub: user.id, ver: 0, exp: 9999999999 })}.`;
    const otherIssuer = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('Someone')
      .setSubject(user.id)
      .setExpirationTime('1h')
      .sign(key);
    for (const token of [forged, expired, unsigned, otherIssuer, 'garbage']) {
      expect(await getUser(token)).toMatchObject({ status: 401, body: { error: 'Invalid token' } });
      const exchanged = await call(app, 'POST', '/api/auth/sign-in-with-token', {
        body: { accessToken: token },
      });
      expect(exchanged).toMatchObject({ status: 401, body: { error: 'Invalid token' } });
    }
  });

  it('answers 401 without a token', async () => {
    expect(await call(app, 'GET', '/api/common/user')).toMatchObject({
      status: 401,
      body: { error: expect.any(String) },
    });
  });

  it('sign-out revokes every earlier token', async () => {
    const { token, email } = await signUpAndIn(app);
    const second = ((await signIn(email)).body as AuthResponse).accessToken;
    expect(await call(app, 'POST', '/api/auth/sign-out', { token })).toMatchObject({
      status: 200,
      body: true,
    });
    expect((await getUser(token)).status).toBe(401);
    expect((await getUser(second)).status).toBe(401);
    const fresh = ((await signIn(email)).body as AuthResponse).accessToken;
    expect((await getUser(fresh)).status).toBe(200);
  });
});

describe('password reset', () => {
  const mailsTo = (email: string) =>
    db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(asc(outbox.createdAt));
  const linkToken = (body: string) =>
    new URL(/(http\S+)/.exec(body)![1]).searchParams.get('token')!;
  const forgot = (email: string, client = '203.0.113.9') =>
    call(app, 'POST', '/api/auth/forgot-password', {
      body: { email },
      headers: { 'x-test-client': client },
    });
  // Asks for a link and answers its token, once the queued work has run.
  const requestLink = async (email: string) => {
    expect((await forgot(email)).status).toBe(200);
    await tasks.idle();
    return linkToken((await mailsTo(email)).at(-1)!.body);
  };
  const reset = (token: string, pw: string) =>
    call(app, 'POST', '/api/auth/reset-password', { body: { token, password: pw } });

  it('answers true for an unknown email without queueing anything', async () => {
    const email = uniqueEmail();
    expect(await forgot(email)).toMatchObject({ status: 200, body: true });
    await tasks.idle();
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('answers a known and an unknown email alike', async () => {
    const { email } = await signUpAndIn(app);
    const known = await forgot(email);
    const unknown = await forgot(uniqueEmail());
    const shape = (a: typeof known) => ({
      status: a.status,
      body: a.body,
      headers: [...a.headers.keys()].filter((name) => name !== 'x-request-id'),
    });
    expect(shape(known)).toEqual(shape(unknown));
    await tasks.idle();
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('writes one request row for a known and an unknown email alike; the link comes after', async () => {
    const { email } = await signUpAndIn(app);
    await requestPasswordReset(db, email, '192.0.2.90');
    await requestPasswordReset(db, uniqueEmail(), '192.0.2.90');
    expect(await db.select().from(passwordResetRequests)).toHaveLength(2);
    expect(await db.select().from(outbox)).toHaveLength(0);
    expect(await db.select().from(passwordResetTokens)).toHaveLength(0);

    expect(
      await resolvePasswordResetRequests(
        db,
        { emailQueued: () => undefined },
        'https://rehearse.example',
      ),
    ).toBe(2);
    expect(await db.select().from(passwordResetRequests)).toHaveLength(0);
    const [mail] = await db.select().from(outbox);
    expect(mail).toMatchObject({ recipient: email, kind: 'password-reset' });
    expect(mail!.body).toContain('https://rehearse.example/reset-password?token=');
    expect(await db.select().from(passwordResetTokens)).toHaveLength(1);
  });

  it('queues a link whose token resets the password once and revokes old sessions', async () => {
    const { email, token } = await signUpAndIn(app);
    await forgot(email);
    await tasks.idle();
    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ kind: 'password-reset', sentAt: null });
    expect(mail.body).toContain('http://localhost:3000/reset-password?token=');
    const resetToken = linkToken(mail.body);
    // Only a hash is stored.
    const stored = await db.select().from(passwordResetTokens);
    expect(stored.map((t) => t.tokenHash)).not.toContain(resetToken);

    expect(await reset(resetToken, 'a new password')).toMatchObject({ status: 200, body: true });
    expect((await signIn(email, 'a new password')).status).toBe(200);
    expect((await signIn(email, password)).status).toBe(404);
    expect((await call(app, 'GET', '/api/common/user', { token })).status).toBe(401);

    const again = await reset(resetToken, 'another password');
    expect(again.status).toBe(400);
    expect((again.body as { error: string }).error).toMatch(/invalid or has expired/);
  });

  it('keeps one live link: a new link replaces the earlier one', async () => {
    const { email } = await signUpAndIn(app);
    const first = await requestLink(email);
    const second = await requestLink(email);
    expect(await db.select().from(passwordResetTokens)).toHaveLength(1);
    expect((await reset(first, 'from the first link')).status).toBe(400);
    expect((await reset(second, 'from the second link')).status).toBe(200);
    // A reset leaves no link behind: the first one stays dead.
    expect((await reset(first, 'from the first link')).status).toBe(400);
    expect((await signIn(email, 'from the second link')).status).toBe(200);
  });

  it('refuses an expired token and a short password', async () => {
    const { email } = await signUpAndIn(app);
    const resetToken = await requestLink(email);
    const short = await reset(resetToken, 'short');
    expect(short.status).toBe(400);
    expect((short.body as { error: string }).error).toMatch(/^password: /);
    await db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await reset(resetToken, 'long enough')).status).toBe(400);
    expect((await signIn(email)).status).toBe(200);
  });

  it('queues at most 5 links for 70 calls for one email, then answers 429', async () => {
    const { email } = await signUpAndIn(app);
    // One address each, so only the per-email limit is in play.
    const answers = await Promise.all(
      Array.from({ length: 70 }, (_, i) => forgot(email, `198.51.100.${i}`)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(65);
    expect(Number(refused[0].headers.get('retry-after'))).toBeGreaterThan(0);
    await tasks.idle();
    expect((await mailsTo(email)).length).toBeLessThanOrEqual(5);
    expect(await db.select().from(passwordResetTokens)).toHaveLength(1);
  });

  it('limits one address to 20 calls an hour, whichever emails it names', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => forgot(uniqueEmail(), '192.0.2.77')),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(20);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(10);
    expect((await forgot(uniqueEmail(), '192.0.2.78')).status).toBe(200);
  });

  it('takes the email alone, as a JSON string or a text/plain body', async () => {
    const { email } = await signUpAndIn(app);
    const asString = await call(app, 'POST', '/api/auth/forgot-password', {
      body: JSON.stringify(` ${email.toUpperCase()} `),
    });
    expect(asString).toMatchObject({ status: 200, body: true });
    const asText = await call(app, 'POST', '/api/auth/forgot-password', {
      body: email,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
    expect(asText).toMatchObject({ status: 200, body: true });
    await tasks.idle();
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it.each([
    ['a JSON object without email', '{}', 'application/json'],
    ['a bad JSON string', '"not-an-email"', 'application/json'],
    ['a bad text body', 'not-an-email', 'text/plain'],
    ['an empty text body', '', 'text/plain'],
  ])('answers 400 naming the email for %s', async (_what, body, type) => {
    const res = await call(app, 'POST', '/api/auth/forgot-password', {
      body,
      headers: { 'content-type': type },
    });
    expect(res.status).toBe(400);
    expect((res.body as { error: string }).error).toMatch(/^email: /);
  });

  it('documents the three body forms in the OpenAPI document', async () => {
    const doc = (await call(app, 'GET', '/api/openapi.json')).body as {
      paths: Record<string, { post: { requestBody: { content: Record<string, unknown> } } }>;
    };
    const content = doc.paths['/api/auth/forgot-password'].post.requestBody.content;
    expect(Object.keys(content).sort()).toEqual(['application/json', 'text/plain']);
    expect(content['application/json']).toMatchObject({
      schema: { anyOf: [{ type: 'object' }, { type: 'string' }] },
    });
  });
});

describe('common/user', () => {
  it('reads and changes name, avatar and status, never email or roles', async () => {
    const { token, email } = await signUpAndIn(app, { name: 'Old Name' });
    const res = await call(app, 'PATCH', '/api/common/user', {
      token,
      body: {
        user: {
          name: 'New Name',
          status: 'busy',
          avatar: '/images/avatars/a.png',
          email: 'x@y.z',
          roles: ['admin'],
        },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'New Name',
      status: 'busy',
      avatar: '/images/avatars/a.png',
      email,
      roles: [],
    });
    const read = await call(app, 'GET', '/api/common/user', { token });
    expect((read.body as User).status).toBe('busy');
  });

  it.each(['online', 'away', 'busy', 'not-visible'])('accepts status %s', async (status) => {
    const { token } = await signUpAndIn(app);
    const res = await call(app, 'PATCH', '/api/common/user', { token, body: { user: { status } } });
    expect((res.body as User).status).toBe(status);
  });

  it('answers 400 naming the field for a bad status or avatar', async () => {
    const { token } = await signUpAndIn(app);
    const status = await call(app, 'PATCH', '/api/common/user', {
      token,
      body: { user: { status: 'asleep' } },
    });
    expect(status.status).toBe(400);
    expect((status.body as { error: string }).error).toMatch(/^user\.status: /);
    const avatar = await call(app, 'PATCH', '/api/common/user', {
      token,
      body: { user: { avatar: 'javascript:alert(1)' } },
    });
    expect((avatar.body as { error: string }).error).toMatch(/^user\.avatar: /);
    const missing = await call(app, 'PATCH', '/api/common/user', { token, body: {} });
    expect((missing.body as { error: string }).error).toMatch(/^user: /);
  });
});
