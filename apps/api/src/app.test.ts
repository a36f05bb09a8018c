import { describe, expect, it } from 'vitest';
import { call, signUpAndIn, useTestApp } from '../test/test-app';

const testApp = await useTestApp();
const { app, kind } = testApp;

describe('the API surface', () => {
  it('answers health with the database kind, version, storage and the event listener', async () => {
    // The test app listens once a stream has started (the server starts it at boot).
    const { liveEvents, db } = testApp;
    await liveEvents.start(db);
    expect(await call(app, 'GET', '/api/health')).toMatchObject({
      status: 200,
      body: {
        status: 'ok',
        db: kind,
        version: '9.9.9',
        storage: { kind: 'folder', available: true },
        databaseReachable: true,
        events: { listening: true },
      },
    });
  });

  it.each(['GET', 'POST', 'DELETE'])(
    'answers 404 {"error":"NOT FOUND"} for an unknown /api path (%s)',
    async (method) => {
      expect(await call(app, method, '/api/no/such/thing')).toMatchObject({
        status: 404,
        body: { error: 'NOT FOUND' },
      });
    },
  );

  it('answers 400 for malformed JSON and for a missing body', async () => {
    const bad = await call(app, 'POST', '/api/auth/sign-in', { body: '{"email": "a@b.c",' });
    expect(bad).toMatchObject({ status: 400, body: { error: 'Request body must be valid JSON' } });
    const none = await call(app, 'POST', '/api/auth/sign-in');
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ error: expect.any(String) });
  });

  it('answers 400 for a body over 1 MB', async () => {
    const body = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024 + 10) });
    const res = await call(app, 'POST', '/api/auth/sign-in', { body });
    expect(res.status).toBe(400);
    expect((res.body as { error: string }).error).toMatch(/1 MB/);
  });

  it('answers 400 rather than 500 for a JSON body of the wrong shape', async () => {
    for (const body of ['[]', 'null', '"text"', '42']) {
      const res = await call(app, 'POST', '/api/auth/sign-up', { body });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: expect.any(String) });
    }
  });

  it('sets the security headers and a request id', async () => {
    const res = await call(app, 'GET', '/api/health');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-request-id')).toMatch(/[0-9a-f-]{36}/);
  });

  it('publishes an OpenAPI document generated from the routes, and a reference page', async () => {
    const doc = await call(app, 'GET', '/api/openapi.json');
    const paths = Object.keys((doc.body as { paths: object }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/auth/sign-in',
        '/api/auth/sign-up',
        '/api/auth/sign-in-with-token',
        '/api/auth/forgot-password',
        '/api/auth/reset-password',
        '/api/auth/unlock-session',
        '/api/auth/sign-out',
        '/api/common/user',
        '/api/users/lookup',
        '/api/users',
        '/api/organizations/{id}',
        '/api/admin/outbox',
        '/api/organizations/{id}/logo',
        '/api/recruiter/organization',
        '/api/recruiter/organization/logo',
        '/api/recruiter/organization/members',
        '/api/recruiter/organization/members/{id}',
        '/api/recruiter/organization/transfer-ownership',
        '/api/recruiter/organization/leave',
        '/api/recruiter/organization/invitations',
        '/api/recruiter/organization/invitations/{id}',
        '/api/recruiter/organization/invitations/{id}/resend',
        '/api/invitations/{token}',
        '/api/invitations/{token}/accept',
        '/api/platform-invitations/{token}',
        '/api/platform-invitations/{token}/accept',
        '/api/recruiter/questions',
        '/api/recruiter/questions/{id}',
        '/api/recruiter/questions/{id}/copy',
        '/api/recruiter/rubrics',
        '/api/recruiter/rubrics/{id}',
        '/api/recruiter/rubrics/{id}/duplicate',
        '/api/recruiter/postings',
        '/api/recruiter/postings/options',
        '/api/recruiter/postings/{id}',
        '/api/recruiter/postings/{id}/plan',
        '/api/recruiter/postings/{id}/state',
        '/api/recruiter/postings/{id}/duplicate',
        '/api/recruiter/postings/{id}/candidates/{candidateId}/scorecards',
        '/api/recruiter/postings/{id}/candidates/{candidateId}/scorecards/mine',
        '/api/recruiter/postings/{id}/candidates/{candidateId}/scorecards/mine/submit',
        '/api/recruiter/postings/{id}/candidates/{candidateId}/scorecards/mine/reopen',
        '/api/recruiter/postings/{id}/ranking',
        '/api/recruiter/postings/{id}/decisions',
        '/api/recruiter/dashboard',
        '/api/recruiter/email-templates',
        '/api/recruiter/email-templates/{kind}',
        '/api/recruiter/email-templates/{kind}/preview',
      ]),
    );
    const page = await app.request('/api/docs');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('/api/docs/start.js');
    expect(await (await app.request('/api/docs/start.js')).text()).toContain(
      "url: '/api/openapi.json'",
    );
  });

  it('never answers a stack trace', async () => {
    const { token } = await signUpAndIn(app);
    const res = await call(app, 'PATCH', '/api/common/user', {
      token,
      body: { user: { name: 42 } },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts:\d+/);
  });
});
