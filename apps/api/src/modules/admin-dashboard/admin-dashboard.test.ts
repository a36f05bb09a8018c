import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminKit, fieldOf } from '../../../test/admin-kit';
import { call, useTestApp } from '../../../test/test-app';
import { creditLedger } from '../../db/schema/billing';
import { organizations } from '../../db/schema/organizations';
import { outbox } from '../../db/schema/outbox';
import { pageViews } from '../../db/schema/page-views';
import { postingCandidates } from '../../db/schema/posting-candidates';
import { postings } from '../../db/schema/postings';
import { users } from '../../db/schema/users';
import { applyLedgerChange, ensureSubscription } from '../../domain/credit-ledger';

const { app, db } = await useTestApp();
const kit = adminKit(app, db);
const BASE = '/api/admin/dashboard';

type Day = {
  day: string;
  users: number;
  organizations: number;
  interviews_completed: number;
  page_views: number;
};
type Dashboard = {
  from: string;
  to: string;
  days: Day[];
  active_subscriptions: { plan: string; count: number }[];
  credits: { granted: number; used: number };
  top_pages: { url: string; views: number }[];
  email_queue: {
    by_status: { status: string; count: number }[];
    oldest_queued_seconds: number | null;
  };
};
const data = (res: { body: unknown }) => (res.body as { data: Dashboard }).data;
const at = (day: string, time = '12:00:00') => new Date(`${day}T${time}Z`);

describe('the admin dashboard', () => {
  it('counts per UTC day, with zeros on empty days', async () => {
    const admin = await kit.admin();
    const acme = await kit.recruiter('Acme Hiring');
    const candidate = await kit.candidate();
    // Everyone made so far was made today; move them into the range.
    await db
      .update(users)
      .set({ createdAt: at('2026-01-02') })
      .where(eq(users.id, acme.id));
    await db
      .update(users)
      .set({ createdAt: at('2026-01-02', '23:59:59') })
      .where(eq(users.id, candidate.id));
    await db
      .update(organizations)
      .set({ createdAt: at('2026-01-04', '00:00:00') })
      .where(eq(organizations.id, acme.organizationId));
    const [posting] = await db
      .insert(postings)
      .values({
        organizationId: acme.organizationId,
        title: 'Engineer',
        workplaceType: 'remote',
        employmentType: 'full-time',
      })
      .returning();
    for (const [i, completedAt] of [
      at('2026-01-03'),
      at('2026-01-03', '08:00:00'),
      null,
      at('2026-01-09'),
    ].entries()) {
      await db.insert(postingCandidates).values({
        organizationId: acme.organizationId,
        postingId: posting!.id,
        name: `Candidate ${i}`,
        email: `c${i}@example.test`,
        tokenHash: randomUUID(),
        deadlineAt: at('2026-02-01'),
        completedAt,
        stage: completedAt ? 'completed' : 'invited',
      });
    }
    for (const [url, day] of [
      ['/home', '2026-01-01'],
      ['/home', '2026-01-05'],
      ['/practice', '2026-01-05'],
      ['/home', '2025-12-31'],
    ] as const) {
      await db.insert(pageViews).values({ userId: acme.id, url, viewedAt: at(day) });
    }
    const subscription = await ensureSubscription(db, acme.organizationId);
    await applyLedgerChange(db, subscription.id, {
      kind: 'grant',
      amount: 20,
      idempotencyKey: 'g1',
    });
    await applyLedgerChange(db, subscription.id, {
      kind: 'reserve',
      amount: -3,
      reservedChange: 3,
      idempotencyKey: 'r1',
    });
    await applyLedgerChange(db, subscription.id, {
      kind: 'capture',
      amount: 0,
      reservedChange: -2,
      idempotencyKey: 'c1',
    });
    await ensureSubscription(db, candidate.organizationId);
    await db
      .update(organizations)
      .set({ suspendedAt: new Date() })
      .where(eq(organizations.id, candidate.organizationId));
    await db.insert(outbox).values([
      {
        kind: 'test',
        recipient: 'a@example.test',
        subject: 'A',
        body: 'A',
        createdAt: new Date(Date.now() - 90_000),
      },
      { kind: 'test', recipient: 'b@example.test', subject: 'B', body: 'B', status: 'failed' },
    ]);

    const res = await call(app, 'GET', `${BASE}?from=2026-01-01&to=2026-01-05`, {
      token: admin.token,
    });
    expect(res.status).toBe(200);
    const dashboard = data(res);
    expect(dashboard.days).toEqual([
      { day: '2026-01-01', users: 0, organizations: 0, interviews_completed: 0, page_views: 1 },
      { day: '2026-01-02', users: 2, organizations: 0, interviews_completed: 0, page_views: 0 },
      { day: '2026-01-03', users: 0, organizations: 0, interviews_completed: 2, page_views: 0 },
      { day: '2026-01-04', users: 0, organizations: 1, interviews_completed: 0, page_views: 0 },
      { day: '2026-01-05', users: 0, organizations: 0, interviews_completed: 0, page_views: 2 },
    ]);
    expect(dashboard).toMatchObject({
      from: '2026-01-01',
      to: '2026-01-05',
      active_subscriptions: [
        { plan: 'candidate-free', count: 0 },
        { plan: 'recruiting', count: 1 },
      ],
      // The ledger's rows are today's (it is append-only): outside this range.
      credits: { granted: 0, used: 0 },
      top_pages: [
        { url: '/home', views: 2 },
        { url: '/practice', views: 1 },
      ],
    });
    expect(dashboard.email_queue.by_status).toEqual([
      { status: 'queued', count: 1 },
      { status: 'sending', count: 0 },
      { status: 'sent', count: 0 },
      { status: 'failed', count: 1 },
    ]);
    expect(dashboard.email_queue.oldest_queued_seconds).toBeGreaterThanOrEqual(89);

    const today = new Date().toISOString().slice(0, 10);
    const now = data(
      await call(app, 'GET', `${BASE}?from=${today}&to=${today}`, { token: admin.token }),
    );
    expect(now.credits).toEqual({ granted: 20, used: 2 });
    expect(await db.select().from(creditLedger)).toHaveLength(3);
  });

  it('defaults to the last 30 days, all zeros when nothing happened', async () => {
    const admin = await kit.admin();
    await db.update(users).set({ createdAt: at('2020-01-01') });
    await db.update(organizations).set({ createdAt: at('2020-01-01') });
    const res = await call(app, 'GET', BASE, { token: admin.token });
    const dashboard = data(res);
    const today = new Date().toISOString().slice(0, 10);
    expect(dashboard.to).toBe(today);
    expect(dashboard.days).toHaveLength(30);
    expect(
      dashboard.days.every(
        (d) => d.users + d.organizations + d.interviews_completed + d.page_views === 0,
      ),
    ).toBe(true);
    expect(dashboard).toMatchObject({
      credits: { granted: 0, used: 0 },
      top_pages: [],
      email_queue: { oldest_queued_seconds: null },
    });
    const fromOnly = data(
      await call(app, 'GET', `${BASE}?from=2026-02-01`, { token: admin.token }),
    );
    expect([fromOnly.from, fromOnly.to, fromOnly.days.length]).toEqual([
      '2026-02-01',
      '2026-03-02',
      30,
    ]);
    const year = data(
      await call(app, 'GET', `${BASE}?from=2024-01-01&to=2024-12-31`, { token: admin.token }),
    );
    expect(year.days).toHaveLength(366);
  });

  it('refuses a bad range naming the field', async () => {
    const admin = await kit.admin();
    for (const [query, code, field] of [
      ['from=2026-01-05&to=2026-01-01', 'validation.date_order', 'from'],
      ['from=2024-01-01&to=2025-01-01', 'validation.range_too_long', 'to'],
      ['from=yesterday', undefined, 'from'],
      ['to=2026-13-01', undefined, 'to'],
    ] as const) {
      const res = await call(app, 'GET', `${BASE}?${query}`, { token: admin.token });
      expect(res.status).toBe(400);
      expect(fieldOf(res)).toBe(field);
      if (code) expect(res.body).toMatchObject({ error: { code } });
    }
  });
});
