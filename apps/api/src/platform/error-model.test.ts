import { errorStatus } from '@rehearse/contracts/error-codes';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { call, signUpAndIn, uniqueEmail, useTestApp } from '../../test/test-app';
import { textErrorFromDatabase } from './invalid-text';

const { app, db } = await useTestApp();

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';

describe('the error model', () => {
  it('answers common calls {error, code, field, params} and lists every invalid field', async () => {
    const res = await call(app, 'POST', '/api/auth/sign-up', {
      body: { name: '', email: 'not-an-email', password: 'short' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: expect.stringMatching(/^name: .*; email: .*; password: /),
      code: 'validation.required',
      issues: [
        { field: 'name', code: 'validation.required', message: 'Name is required' },
        { field: 'email', code: 'validation.invalid_email' },
        { field: 'password', code: 'validation.too_short', params: { minimum: 8 } },
      ],
    });
  });

  it('answers product calls {success: false, error: {code, message, ...}}', async () => {
    const { token } = await signUpAndIn(app);
    const missing = await call(app, 'GET', '/api/quizzes/00000000-0000-4000-8000-000000000000', {
      token,
    });
    expect(missing).toMatchObject({
      status: 404,
      body: { success: false, error: { code: 'request.not_found', message: expect.any(String) } },
    });
    const invalid = await call(app, 'POST', '/api/support/requests', {
      token,
      body: { category: 'nope', subject: 'Hi', message: 'short' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({
      success: false,
      error: {
        code: 'validation.invalid_option',
        issues: expect.arrayContaining([
          expect.objectContaining({ field: 'subject', code: 'validation.too_short' }),
          expect.objectContaining({ field: 'message', code: 'validation.too_short' }),
        ]),
      },
    });
  });

  it('answers an oversize body in the shape of the router that owns the path', async () => {
    const body = JSON.stringify({ subject: 'x'.repeat(1024 * 1024 + 1) });
    const product = await call(app, 'POST', '/api/support/requests', { body });
    expect(product).toMatchObject({
      status: 400,
      body: { success: false, error: { code: 'validation.body_too_large', params: { maxMb: 1 } } },
    });
    const common = await call(app, 'POST', '/api/common/shortcuts', { body });
    expect(common).toMatchObject({
      status: 400,
      body: { code: 'validation.body_too_large', error: expect.stringMatching(/^body: /) },
    });
  });

  it('gives 401 and 409 their codes', async () => {
    const email = uniqueEmail();
    await signUpAndIn(app, { email });
    expect((await call(app, 'GET', '/api/common/shortcuts')).body).toMatchObject({
      code: 'auth.unauthenticated',
    });
    expect(
      (await call(app, 'GET', '/api/common/shortcuts', { token: 'forged' })).body,
    ).toMatchObject({ code: 'auth.invalid_token', error: 'Invalid token' });
    const again = await call(app, 'POST', '/api/auth/sign-up', {
      body: { name: 'B', email, password: 'another password' },
    });
    // The field lets the sign-up form put it under the email.
    expect(again).toMatchObject({
      status: 409,
      body: { code: 'auth.email_taken', field: 'email' },
    });
  });

  it('has a 4xx or 5xx status for every code', () => {
    for (const [code, status] of Object.entries(errorStatus)) {
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
    }
  });
});

describe('NUL and unpaired surrogates', () => {
  const refusesText = (body: unknown, field: string, product = false) => {
    const detail = { code: 'validation.invalid_text', field };
    expect(body).toMatchObject(product ? { success: false, error: detail } : detail);
  };

  it.each([NUL, LONE_SURROGATE])(
    'refuses %j in a signed-out body (sign-up, support)',
    async (bad) => {
      const signUp = await call(app, 'POST', '/api/auth/sign-up', {
        body: { name: bad, email: uniqueEmail(), password: 'long enough password' },
      });
      expect(signUp.status).toBe(400);
      refusesText(signUp.body, 'name');
      const support = await call(app, 'POST', '/api/support/requests', {
        body: {
          name: 'Visitor',
          email: uniqueEmail(),
          category: 'account',
          subject: `Subject ${bad}`,
          message: 'A message long enough to pass.',
        },
      });
      expect(support.status).toBe(400);
      refusesText(support.body, 'subject', true);
    },
  );

  // A URL cannot carry an unpaired surrogate (its UTF-8 does not exist), only NUL.
  it('refuses NUL in a query and in a path', async () => {
    const { token } = await signUpAndIn(app);
    const search = await call(app, 'GET', '/api/apps/contacts/search?query=a%00b', { token });
    expect(search.status).toBe(400);
    refusesText(search.body, 'query');
    const icons = await call(app, 'GET', '/api/ui/icons/%00', { token });
    expect(icons.status).toBe(400);
    refusesText(icons.body, 'set');
  });

  it.each([NUL, LONE_SURROGATE])('refuses %j in fields and nested fields', async (bad) => {
    const { token } = await signUpAndIn(app);
    const shortcut = await call(app, 'POST', '/api/common/shortcuts', {
      token,
      body: { shortcut: { label: bad, icon: 'heroicons_outline:home', link: '/workspace/home' } },
    });
    expect(shortcut.status, JSON.stringify(shortcut.body)).toBe(400);
    refusesText(shortcut.body, 'shortcut.label');
    const created = await call(app, 'POST', '/api/apps/contacts/contact', { token });
    const contact = created.body as { id: string };
    const update = await call(app, 'PATCH', '/api/apps/contacts/contact', {
      token,
      body: { id: contact.id, contact: { emails: [{ email: 'a@b.co', label: bad }] } },
    });
    expect(update.status).toBe(400);
    refusesText(update.body, 'contact.emails.0.label');
  });
});

describe('the database refusing NUL or an unpaired surrogate', () => {
  // The net under the validation hook: text that reached the database unvalidated is still a 400.
  it.each([
    ['NUL in text', sql`select ${NUL}::text`],
    ['an unpaired surrogate escape in jsonb', sql`select '{"a": "\\ud800"}'::jsonb`],
  ])('maps %s to validation.invalid_text', async (_name, query) => {
    const failure = await db.execute(query).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(failure).toBeDefined();
    expect(textErrorFromDatabase(failure)).toMatchObject({ code: 'validation.invalid_text' });
  });

  it('leaves other database errors alone', async () => {
    const failure = await db.execute(sql`select 'x'::uuid`).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(textErrorFromDatabase(failure)).toBeUndefined();
  });
});
