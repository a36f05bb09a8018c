import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminKit, fieldOf, tableCounts } from '../../../test/admin-kit';
import { call, useTestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/admin';
import { creditLedger, subscriptions } from '../../db/schema/billing';
import { applyLedgerChange, ensureSubscription } from '../../domain/credit-ledger';

const { app, db } = await useTestApp();
const kit = adminKit(app, db);
const BASE = '/api/admin/subscriptions';

type Subscription = Record<string, unknown> & { organization_id: string };
const data = <T>(res: { body: unknown }) => (res.body as { data: T }).data;

const adjust = (token: string, organizationId: string, body: Record<string, unknown>) =>
  call(app, 'POST', `${BASE}/${organizationId}/adjustments`, { token, body });

describe('subscriptions for admins', () => {
  it('lists every organization, those without a subscription on their plan’s defaults, without creating any', async () => {
    const admin = await kit.admin();
    const acme = await kit.recruiter('Acme Hiring');
    const globex = await kit.recruiter('Globex Talent');
    const held = await ensureSubscription(db, globex.organizationId);
    await applyLedgerChange(db, held.id, {
      kind: 'grant',
      amount: 12,
      idempotencyKey: `t:${randomUUID()}`,
    });
    await applyLedgerChange(db, held.id, {
      kind: 'reserve',
      amount: -2,
      reservedChange: 2,
      idempotencyKey: `t:${randomUUID()}`,
    });

    const res = await call(app, 'GET', `${BASE}?plan=recruiting`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(data<{ subscriptions: Subscription[]; total: number }>(res)).toEqual({
      page: 1,
      page_size: 20,
      total: 2,
      subscriptions: [
        {
          organization_id: acme.organizationId,
          organization_name: 'Acme Hiring',
          subscription_id: null,
          plan: 'recruiting',
          balance: 0,
          reserved: 0,
          monthly_allowance: 20,
          seats: 5,
          updated_at: null,
        },
        {
          organization_id: globex.organizationId,
          organization_name: 'Globex Talent',
          subscription_id: held.id,
          plan: 'recruiting',
          balance: 10,
          reserved: 2,
          monthly_allowance: 20,
          seats: 5,
          updated_at: expect.any(String),
        },
      ],
    });
    expect(await db.select().from(subscriptions)).toHaveLength(1);

    const free = await call(app, 'GET', `${BASE}?plan=candidate-free`, { token: admin.token });
    expect(data<{ subscriptions: Subscription[] }>(free).subscriptions).toEqual([
      expect.objectContaining({
        organization_id: admin.organizationId,
        plan: 'candidate-free',
        seats: 1,
      }),
    ]);
    const searched = await call(app, 'GET', `${BASE}?search=glob`, { token: admin.token });
    expect(
      data<{ subscriptions: Subscription[] }>(searched).subscriptions.map(
        (s) => s.organization_name,
      ),
    ).toEqual(['Globex Talent']);
    for (const [query, field] of [
      ['plan=gold', 'plan'],
      ['page=-1', 'page'],
    ]) {
      const bad = await call(app, 'GET', `${BASE}?${query}`, { token: admin.token });
      expect(bad.status).toBe(400);
      expect(fieldOf(bad)).toBe(field);
    }
  });

  it('adjusts credits: a ledger row and an audit entry with the balance before and after', async () => {
    const admin = await kit.admin();
    const acme = await kit.recruiter('Acme Hiring');
    const key = randomUUID();
    const res = await adjust(admin.token, acme.organizationId, {
      amount: 15,
      reason: '  Goodwill after an outage ',
      idempotency_key: key,
    });
    expect(res.status).toBe(200);
    expect(data<{ applied: boolean; subscription: Subscription }>(res)).toMatchObject({
      applied: true,
      subscription: { organization_id: acme.organizationId, balance: 15, plan: 'recruiting' },
    });
    const [subscription] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.organizationId, acme.organizationId));
    const rows = await db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.subscriptionId, subscription!.id));
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'adjust',
        amount: 15,
        reservedChange: 0,
        reason: 'Goodwill after an outage',
        actorId: admin.id,
      }),
    ]);
    const [entry] = await db.select().from(auditLog);
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      action: 'subscription.adjust',
      targetType: 'subscription',
      targetId: subscription!.id,
      organizationId: acme.organizationId,
      before: { balance: 0 },
      after: { balance: 15, amount: 15, reason: 'Goodwill after an outage' },
    });

    // The same key again (a double submit) changes nothing.
    const again = await adjust(admin.token, acme.organizationId, {
      amount: 15,
      reason: 'Goodwill after an outage',
      idempotency_key: key,
    });
    expect(data<{ applied: boolean; subscription: Subscription }>(again)).toMatchObject({
      applied: false,
      subscription: { balance: 15 },
    });
    expect(await db.select().from(creditLedger)).toHaveLength(1);
    expect(await db.select().from(auditLog)).toHaveLength(1);

    const taken = await adjust(admin.token, acme.organizationId, {
      amount: -5,
      reason: 'Correction',
      idempotency_key: randomUUID(),
    });
    expect(data<{ subscription: Subscription }>(taken).subscription).toMatchObject({ balance: 10 });
    const ledger = await call(app, 'GET', `${BASE}/${acme.organizationId}/ledger?page_size=1`, {
      token: admin.token,
    });
    expect(data<{ entries: Record<string, unknown>[]; total: number }>(ledger)).toMatchObject({
      total: 2,
      entries: [{ kind: 'adjust', amount: -5, reason: 'Correction', actor_id: admin.id }],
    });
    // The balance is the sum of the ledger.
    const [after] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscription!.id));
    const sum = (await db.select().from(creditLedger)).reduce(
      (total, row) => total + row.amount,
      0,
    );
    expect(after!.balance).toBe(sum);
  });

  it('refuses an adjustment below zero with 402 and writes nothing', async () => {
    const admin = await kit.admin();
    const acme = await kit.recruiter('Acme Hiring');
    const before = await tableCounts(db);
    const res = await adjust(admin.token, acme.organizationId, {
      amount: -1,
      reason: 'Too much',
      idempotency_key: randomUUID(),
    });
    expect(res).toMatchObject({
      status: 402,
      body: {
        success: false,
        error: { code: 'billing.insufficient_credits', params: { balance: 0 } },
      },
    });
    expect(await tableCounts(db)).toEqual(before);
  });

  it('refuses bad adjustments naming the field, and unknown organizations with 404', async () => {
    const admin = await kit.admin();
    const acme = await kit.recruiter('Acme Hiring');
    const before = await tableCounts(db);
    const good = { amount: 5, reason: 'Goodwill', idempotency_key: randomUUID() };
    for (const [body, field] of [
      [{ ...good, amount: 0 }, 'amount'],
      [{ ...good, amount: 1.5 }, 'amount'],
      [{ ...good, amount: 100_001 }, 'amount'],
      [{ ...good, amount: '5' }, 'amount'],
      [{ ...good, reason: 'ok' }, 'reason'],
      [{ ...good, reason: 'x'.repeat(501) }, 'reason'],
      [{ amount: 5, idempotency_key: randomUUID() }, 'reason'],
      [{ ...good, idempotency_key: 'twice' }, 'idempotency_key'],
      [{ amount: 5, reason: 'Goodwill' }, 'idempotency_key'],
    ] as const) {
      const res = await adjust(admin.token, acme.organizationId, body);
      expect({ body, status: res.status, field: fieldOf(res) }).toEqual({
        body,
        status: 400,
        field,
      });
    }
    const missing = await adjust(admin.token, randomUUID(), good);
    expect(missing.status).toBe(404);
    expect((await call(app, 'GET', `${BASE}/nope/ledger`, { token: admin.token })).status).toBe(
      404,
    );
    expect(await tableCounts(db)).toEqual(before);
  });

  it('changes the plan with its terms, or the seats and allowance, auditing the change', async () => {
    const admin = await kit.admin();
    const candidate = await kit.candidate();
    const res = await call(app, 'PATCH', `${BASE}/${candidate.organizationId}`, {
      token: admin.token,
      body: { plan: 'recruiting' },
    });
    expect(res.status).toBe(200);
    expect(data<Subscription>(res)).toMatchObject({
      plan: 'recruiting',
      seats: 5,
      monthly_allowance: 20,
    });
    const seats = await call(app, 'PATCH', `${BASE}/${candidate.organizationId}`, {
      token: admin.token,
      body: { seats: 12, monthly_allowance: 50 },
    });
    expect(data<Subscription>(seats)).toMatchObject({
      plan: 'recruiting',
      seats: 12,
      monthly_allowance: 50,
    });
    const same = await call(app, 'PATCH', `${BASE}/${candidate.organizationId}`, {
      token: admin.token,
      body: { seats: 12 },
    });
    expect(same.status).toBe(200);
    const entries = await db.select().from(auditLog).orderBy(auditLog.createdAt);
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      [
        'subscription.update',
        { plan: 'candidate-free', seats: 1, monthly_allowance: 0 },
        { plan: 'recruiting', seats: 5, monthly_allowance: 20 },
      ],
      [
        'subscription.update',
        { seats: 5, monthly_allowance: 20 },
        { seats: 12, monthly_allowance: 50 },
      ],
    ]);
    for (const [body, field] of [
      [{ plan: 'gold' }, 'plan'],
      [{ seats: 0 }, 'seats'],
      [{ monthly_allowance: -1 }, 'monthly_allowance'],
      [{ balance: 100 }, undefined],
    ] as const) {
      const bad = await call(app, 'PATCH', `${BASE}/${candidate.organizationId}`, {
        token: admin.token,
        body,
      });
      expect(bad.status).toBe(400);
      if (field) expect(fieldOf(bad)).toBe(field);
    }
  });
});
