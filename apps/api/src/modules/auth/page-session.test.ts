import type { AuthResponse } from '@rehearse/contracts/user';
import { describe, expect, it } from 'vitest';
import { call, signUpAndIn, useTestApp } from '../../../test/test-app';

const { app } = await useTestApp();
// signUpAndIn's password.
const password = 'correct horse battery';

const signIn = (email: string, pw = password) =>
  call(app, 'POST', '/api/auth/sign-in', { body: { email, password: pw } });

// The session's copy for the server that draws signed-in pages (platform/page-session.ts).
describe('the page session cookie', () => {
  const pageCookie = (headers: Headers) =>
    headers.getSetCookie().find((cookie) => cookie.startsWith('rehearse_page_session='));

  it('comes with every token the API issues, HttpOnly, Lax, for the whole site, as long as the token', async () => {
    const { email, token } = await signUpAndIn(app);
    const signedIn = await signIn(email);
    const issued = (signedIn.body as AuthResponse).accessToken;
    expect(pageCookie(signedIn.headers)).toBe(
      `rehearse_page_session=${issued}; Max-Age=604800; Path=/; HttpOnly; SameSite=Lax`,
    );
    const exchanged = await call(app, 'POST', '/api/auth/sign-in-with-token', {
      body: { accessToken: token },
    });
    const fresh = (exchanged.body as AuthResponse).accessToken;
    expect(pageCookie(exchanged.headers)).toContain(`rehearse_page_session=${fresh};`);
    const changed = await call(app, 'POST', '/api/workspace/password', {
      token: fresh,
      body: { currentPassword: password, newPassword: 'another horse battery' },
    });
    expect(changed.status).toBe(200);
    const afterChange = (changed.body as { data: AuthResponse }).data.accessToken;
    expect(pageCookie(changed.headers)).toContain(`rehearse_page_session=${afterChange};`);
  });

  it('is marked Secure when the API is reached over HTTPS', async () => {
    const { email } = await signUpAndIn(app);
    const res = await app.request('https://rehearse.example/api/auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(pageCookie(res.headers)).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
  });

  it('is removed on sign-out and when a token is refused; a failed sign-in sets none', async () => {
    const { token, email } = await signUpAndIn(app);
    const out = await call(app, 'POST', '/api/auth/sign-out', { token });
    expect(pageCookie(out.headers)).toMatch(/^rehearse_page_session=; Max-Age=0; Path=\//);
    const refused = await call(app, 'POST', '/api/auth/sign-in-with-token', {
      body: { accessToken: token },
    });
    expect(refused.status).toBe(401);
    expect(pageCookie(refused.headers)).toMatch(/^rehearse_page_session=; Max-Age=0/);
    expect(pageCookie((await signIn(email, 'wrong password!')).headers)).toBeUndefined();
  });

  it('never signs an API call in: every call still needs the Authorization header', async () => {
    const { email } = await signUpAndIn(app);
    const signedIn = await signIn(email);
    const cookie = pageCookie(signedIn.headers)?.split(';')[0] ?? '';
    for (const path of ['/api/common/user', '/api/workspace/home', '/api/common/messages']) {
      const res = await call(app, 'GET', path, { headers: { cookie } });
      expect(res.status).toBe(401);
    }
    const out = await call(app, 'POST', '/api/auth/sign-out', { headers: { cookie } });
    expect(out.status).toBe(401);
  });
});
