import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminKit, fieldOf } from '../../../test/admin-kit';
import { call, useTestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/admin';
import { recordAudit } from '../../domain/audit-log';

const { app, db } = await useTestApp();
const kit = adminKit(app, db);
const BASE = '/api/admin/audit-log';

type Entry = Record<string, unknown> & { action: string };
type Page = { entries: Entry[]; page: number; page_size: number; total: number };
const data = (res: { body: unknown }) => (res.body as { data: Page }).data;

describe('the audit log', () => {
  it('lists what admins did, newest first, filtered and paged', async () => {
    const admin = await kit.admin();
    const other = await kit.admin('root');
    const acme = await kit.recruiter('Acme Hiring');
    await call(app, 'POST', `/api/admin/organizations/${acme.organizationId}/suspend`, {
      token: admin.token,
    });
    await call(app, 'POST', `/api/admin/organizations/${acme.organizationId}/restore`, {
      token: other.token,
    });
    await call(app, 'POST', `/api/admin/subscriptions/${acme.organizationId}/adjustments`, {
      token: admin.token,
      body: { amount: 3, reason: 'Welcome gift', idempotency_key: randomUUID() },
    });
    await call(app, 'POST', '/api/admin/promo-codes', {
      token: other.token,
      body: { code: 'HELLO', kind: 'credits', credits: 2 },
    });

    const all = data(await call(app, 'GET', BASE, { token: admin.token }));
    expect(all).toMatchObject({ page: 1, page_size: 20, total: 4 });
    expect(all.entries.map((e) => e.action)).toEqual([
      'promo_code.create',
      'subscription.adjust',
      'organization.restore',
      'organization.suspend',
    ]);
    expect(all.entries[3]).toEqual({
      id: expect.any(String),
      actor_id: admin.id,
      actor_email: admin.email,
      action: 'organization.suspend',
      target_type: 'organization',
      target_id: acme.organizationId,
      organization_id: acme.organizationId,
      before: { suspended_at: null },
      after: { suspended_at: expect.any(String), sessions_ended: 1 },
      created_at: expect.any(String),
    });

    const area = data(
      await call(app, 'GET', `${BASE}?action=organization`, { token: admin.token }),
    );
    expect(area.entries.map((e) => e.action)).toEqual([
      'organization.restore',
      'organization.suspend',
    ]);
    const exact = data(
      await call(app, 'GET', `${BASE}?action=organization.suspend`, { token: admin.token }),
    );
    expect(exact.total).toBe(1);
    const byActor = data(
      await call(app, 'GET', `${BASE}?actor=${encodeURIComponent(other.email.toUpperCase())}`, {
        token: admin.token,
      }),
    );
    expect(byActor.entries.map((e) => e.action)).toEqual([
      'promo_code.create',
      'organization.restore',
    ]);
    const byOrganization = data(
      await call(app, 'GET', `${BASE}?organization_id=${acme.organizationId}`, {
        token: admin.token,
      }),
    );
    expect(byOrganization.total).toBe(3);
    const paged = data(
      await call(app, 'GET', `${BASE}?page=2&page_size=3`, { token: admin.token }),
    );
    expect(paged.entries.map((e) => e.action)).toEqual(['organization.suspend']);
  });

  it('filters by time, a date meaning its whole UTC day', async () => {
    const admin = await kit.admin();
    const actor = { id: admin.id, email: admin.email };
    for (const [day, action] of [
      ['2026-03-01T10:00:00Z', 'test.first'],
      ['2026-03-02T23:59:00Z', 'test.second'],
      ['2026-03-03T00:00:00Z', 'test.third'],
    ] as const) {
      await recordAudit(db, actor, {
        action,
        targetType: 'test',
        targetId: null,
        before: null,
        after: null,
      });
      await db
        .update(auditLog)
        .set({ createdAt: new Date(day) })
        .where(eq(auditLog.action, action));
    }
    const range = data(
      await call(app, 'GET', `${BASE}?from=2026-03-02&to=2026-03-02`, { token: admin.token }),
    );
    expect(range.entries.map((e) => e.action)).toEqual(['test.second']);
    const since = data(
      await call(app, 'GET', `${BASE}?from=2026-03-02T00:00:00Z`, { token: admin.token }),
    );
    expect(since.entries.map((e) => e.action)).toEqual(['test.third', 'test.second']);
  });

  it('refuses a bad query naming the field', async () => {
    const admin = await kit.admin();
    for (const [query, field] of [
      ['organization_id=acme', 'organization_id'],
      ['from=yesterday', 'from'],
      ['to=2026-02-30T25:00:00Z', 'to'],
      ['page=0', 'page'],
      ['page_size=1000', 'page_size'],
    ]) {
      const res = await call(app, 'GET', `${BASE}?${query}`, { token: admin.token });
      expect(res.status).toBe(400);
      expect(fieldOf(res)).toBe(field);
    }
  });
});
