import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, signUpAndIn, TEST_SECRET, useTestApp } from '../../../test/test-app';
import { createApp } from '../../app';
import { outbox } from '../../db/schema/outbox';
import { users } from '../../db/schema/users';
import { loadConfig } from '../../platform/config';

const { app, db, kind, tasks } = await useTestApp();

async function signInAdmin() {
  const admin = await signUpAndIn(app);
  await db
    .update(users)
    .set({ roles: ['admin'] })
    .where(eq(users.id, admin.user.id));
  return admin;
}

type Page = {
  data: {
    emails: Record<string, unknown>[];
    page: number;
    pageSize: number;
    total: number;
    smtpConfigured: boolean;
  };
};

describe('the admin’s outbox', () => {
  it('lists queued emails newest first, without their body or link', async () => {
    const admin = await signInAdmin();
    const reader = await signUpAndIn(app);
    await call(app, 'POST', '/api/auth/forgot-password', { body: { email: reader.email } });
    await tasks.idle();
    await call(app, 'POST', '/api/support/requests', {
      body: {
        category: 'quizzes',
        subject: 'Timer question',
        message: 'The exam timer kept running while my laptop slept. Is that expected?',
        name: 'Vera Visitor',
        email: 'vera@example.test',
      },
    });

    const res = await call(app, 'GET', '/api/admin/outbox', { token: admin.token });
    expect(res.status).toBe(200);
    const { data } = res.body as Page;
    // The test app has no SMTP_URL: nothing is sent, and the answer says so.
    expect(data).toMatchObject({ page: 1, pageSize: 20, total: 2, smtpConfigured: false });
    expect(data.emails).toEqual([
      {
        id: expect.any(String),
        kind: 'support-acknowledgement',
        recipient: 'vera@example.test',
        subject: 'We received your request: Timer question',
        status: 'queued',
        attempts: 0,
        lastError: null,
        createdAt: expect.any(String),
        scheduledAt: expect.any(String),
        nextAttemptAt: expect.any(String),
        sentAt: null,
      },
      expect.objectContaining({
        kind: 'password-reset',
        recipient: reader.email,
        subject: 'Reset your Rehearse password',
        status: 'queued',
      }),
    ]);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('reset-password?token=');
    expect(text).not.toContain('Thank you for writing');
  });

  it('filters by status and pages', async () => {
    const admin = await signInAdmin();
    for (let i = 0; i < 5; i++) {
      await db.insert(outbox).values({
        kind: 'test',
        recipient: `reader-${i}@example.test`,
        subject: `Email ${i}`,
        body: 'Body',
        createdAt: new Date(Date.UTC(2026, 10, 20, 12, i)),
        ...(i === 1
          ? { status: 'failed' as const, attempts: 1, lastError: '550 No such user here' }
          : {}),
      });
    }
    const failed = await call(app, 'GET', '/api/admin/outbox?status=failed', {
      token: admin.token,
    });
    expect((failed.body as Page).data).toMatchObject({
      total: 1,
      emails: [{ subject: 'Email 1', status: 'failed', lastError: '550 No such user here' }],
    });
    const second = await call(app, 'GET', '/api/admin/outbox?status=queued&page=2&pageSize=2', {
      token: admin.token,
    });
    expect((second.body as Page).data).toMatchObject({ page: 2, pageSize: 2, total: 4 });
    expect((second.body as Page).data.emails.map((e) => e.subject)).toEqual(['Email 2', 'Email 0']);
    for (const query of ['status=lost', 'page=0', 'pageSize=101', 'page=x']) {
      const bad = await call(app, 'GET', `/api/admin/outbox?${query}`, { token: admin.token });
      expect(bad.status).toBe(400);
    }
  });

  it('says when this server sends email (SMTP_URL is set)', async () => {
    const admin = await signInAdmin();
    const sending = createApp({
      db,
      dbKind: kind,
      config: loadConfig(
        {
          LOG_LEVEL: 'silent',
          DEMO_ACCOUNTS: 'false',
          JWT_SECRET: TEST_SECRET,
          SMTP_URL: 'smtp://127.0.0.1:2525',
        },
        '9.9.9',
      ),
    });
    const res = await call(sending, 'GET', '/api/admin/outbox', { token: admin.token });
    expect(res.status).toBe(200);
    expect((res.body as Page).data).toMatchObject({ total: 0, emails: [], smtpConfigured: true });
  });

  it('answers 401 without a token and 403 to a user who is no admin', async () => {
    expect((await call(app, 'GET', '/api/admin/outbox')).status).toBe(401);
    const user = await signUpAndIn(app);
    const res = await call(app, 'GET', '/api/admin/outbox', { token: user.token });
    expect(res).toMatchObject({ status: 403, body: { success: false } });
  });
});
