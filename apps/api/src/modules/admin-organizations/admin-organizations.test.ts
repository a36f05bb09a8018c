import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminKit, fieldOf } from '../../../test/admin-kit';
import { call, useTestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/admin';
import { organizations } from '../../db/schema/organizations';
import { users } from '../../db/schema/users';
import { applyLedgerChange, ensureSubscription } from '../../domain/credit-ledger';

const { app, db } = await useTestApp();
const kit = adminKit(app, db);
const BASE = '/api/admin/organizations';

type Organization = Record<string, unknown> & { id: string; members?: Record<string, unknown>[] };
const data = <T>(res: { body: unknown }) => (res.body as { data: T }).data;

describe('organizations for admins', () => {
  it('lists organizations with members, plan and balance, filtered and paged', async () => {
    const admin = await kit.admin();
    const acme = await kit.recruiter('Acme Hiring');
    await kit.memberOf(acme.organizationId, 'reviewer');
    const globex = await kit.recruiter('Globex Talent');
    const subscription = await ensureSubscription(db, acme.organizationId);
    await applyLedgerChange(db, subscription.id, {
      kind: 'grant',
      amount: 20,
      idempotencyKey: `test:${randomUUID()}`,
    });
    await db
      .update(organizations)
      .set({ suspendedAt: new Date() })
      .where(eq(organizations.id, globex.organizationId));

    const res = await call(app, 'GET', `${BASE}?type=recruiting`, { token: admin.token });
    expect(res.status).toBe(200);
    const page = data<{ organizations: Organization[]; total: number; page_size: number }>(res);
    expect(page).toMatchObject({ total: 2, page_size: 20 });
    expect(page.organizations.find((o) => o.id === acme.organizationId)).toMatchObject({
      name: 'Acme Hiring',
      type: 'recruiting',
      status: 'active',
      member_count: 2,
      plan: 'recruiting',
      balance: 20,
    });
    expect(page.organizations.find((o) => o.id === globex.organizationId)).toMatchObject({
      status: 'suspended',
      member_count: 1,
      plan: 'recruiting',
      balance: 0,
    });

    const searched = await call(app, 'GET', `${BASE}?search=acme`, { token: admin.token });
    expect(
      data<{ organizations: Organization[] }>(searched).organizations.map((o) => o.name),
    ).toEqual(['Acme Hiring']);
    const suspended = await call(app, 'GET', `${BASE}?status=suspended`, { token: admin.token });
    expect(
      data<{ organizations: Organization[] }>(suspended).organizations.map((o) => o.id),
    ).toEqual([globex.organizationId]);
    const individual = await call(app, 'GET', `${BASE}?type=individual`, { token: admin.token });
    expect(data<{ organizations: Organization[] }>(individual).organizations).toEqual([
      expect.objectContaining({ type: 'individual', plan: 'candidate-free', member_count: 1 }),
    ]);
    const paged = await call(app, 'GET', `${BASE}?page=2&page_size=2`, { token: admin.token });
    expect(data<{ organizations: Organization[]; total: number }>(paged)).toMatchObject({
      total: 3,
    });
    expect(data<{ organizations: Organization[] }>(paged).organizations).toHaveLength(1);

    for (const [query, field] of [
      ['type=company', 'type'],
      ['status=gone', 'status'],
      ['page=0', 'page'],
      ['page_size=101', 'page_size'],
    ]) {
      const bad = await call(app, 'GET', `${BASE}?${query}`, { token: admin.token });
      expect(bad.status).toBe(400);
      expect(fieldOf(bad)).toBe(field);
    }
  });

  it('reads one organization with its members, and 404 for an unknown one', async () => {
    const admin = await kit.admin();
    const acme = await kit.recruiter('Acme Hiring', 'Olivia Owner');
    const reviewer = await kit.memberOf(acme.organizationId, 'reviewer');
    const res = await call(app, 'GET', `${BASE}/${acme.organizationId}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(data<Organization>(res).members).toEqual([
      {
        id: reviewer.id,
        name: 'Mia Member',
        email: reviewer.email,
        organization_role: 'reviewer',
        roles: [],
      },
      {
        id: acme.id,
        name: 'Olivia Owner',
        email: acme.email,
        organization_role: 'owner',
        roles: [],
      },
    ]);
    for (const id of [randomUUID(), 'not-an-id']) {
      const missing = await call(app, 'GET', `${BASE}/${id}`, { token: admin.token });
      expect(missing.status).toBe(404);
    }
  });

  it('creates and edits an organization, auditing each change', async () => {
    const admin = await kit.admin();
    const created = await call(app, 'POST', BASE, {
      token: admin.token,
      body: { name: '  Initech ', type: 'recruiting' },
    });
    expect(created.status).toBe(201);
    const organization = data<Organization>(created);
    expect(organization).toMatchObject({
      name: 'Initech',
      type: 'recruiting',
      status: 'active',
      members: [],
    });

    const edited = await call(app, 'PATCH', `${BASE}/${organization.id}`, {
      token: admin.token,
      body: { name: 'Initech Talent', website: 'https://initech.example', brand_color: '#AB12CD' },
    });
    expect(edited.status).toBe(200);
    expect(data<Organization>(edited)).toMatchObject({
      name: 'Initech Talent',
      website: 'https://initech.example',
      brand_color: '#ab12cd',
    });

    const entries = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, organization.id))
      .orderBy(auditLog.createdAt);
    expect(entries.map((e) => e.action)).toEqual(['organization.create', 'organization.update']);
    expect(entries[1]).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      targetType: 'organization',
      organizationId: organization.id,
      before: { name: 'Initech', website: null, brand_color: null },
      after: { name: 'Initech Talent', website: 'https://initech.example', brand_color: '#ab12cd' },
    });

    for (const [body, field] of [
      [{ brand_color: 'red' }, 'brand_color'],
      [{ website: 'ftp://initech.example' }, 'website'],
      [{ name: '' }, 'name'],
      [{ type: 'company' }, 'type'],
      [{ about: 'x' }, undefined],
    ] as const) {
      const bad = await call(app, 'PATCH', `${BASE}/${organization.id}`, {
        token: admin.token,
        body,
      });
      expect(bad.status).toBe(400);
      if (field) expect(fieldOf(bad)).toBe(field);
    }
    for (const [body, field] of [
      [{ name: 'X' }, 'type'],
      [{ type: 'recruiting' }, 'name'],
    ] as const) {
      const bad = await call(app, 'POST', BASE, { token: admin.token, body });
      expect(bad.status).toBe(400);
      expect(fieldOf(bad)).toBe(field);
    }
    expect(await db.select().from(auditLog)).toHaveLength(2);
  });

  it('suspends: members cannot sign in and their tokens end; restore lets them in again', async () => {
    const admin = await kit.admin();
    const owner = await kit.recruiter('Acme Hiring');
    const colleague = await kit.memberOf(owner.organizationId, 'recruiter');
    // An admin who belongs to the organization keeps their access.
    const insider = await kit.memberOf(owner.organizationId, 'reviewer', ['admin']);
    const bystander = await kit.recruiter('Globex Talent');

    const suspended = await call(app, 'POST', `${BASE}/${owner.organizationId}/suspend`, {
      token: admin.token,
    });
    expect(suspended.status).toBe(200);
    expect(data<Organization>(suspended)).toMatchObject({
      status: 'suspended',
      suspended_at: expect.any(String),
    });

    for (const person of [owner, colleague]) {
      const signIn = await kit.signIn(person.email);
      expect(signIn).toMatchObject({ status: 403, body: { code: 'auth.organization_suspended' } });
      const old = await call(app, 'GET', '/api/recruiter/organization', { token: person.token });
      expect(old.status).toBe(401);
    }
    // A wrong password still answers as wrong, saying nothing about the organization.
    expect((await kit.signIn(owner.email, 'wrong password here')).status).toBe(404);
    expect((await kit.signIn(insider.email)).status).toBe(200);
    expect(
      (await call(app, 'GET', '/api/admin/organizations', { token: insider.token })).status,
    ).toBe(200);
    expect((await kit.signIn(bystander.email)).status).toBe(200);

    // Suspending again changes nothing more.
    const again = await call(app, 'POST', `${BASE}/${owner.organizationId}/suspend`, {
      token: admin.token,
    });
    expect(again.status).toBe(200);

    const restored = await call(app, 'POST', `${BASE}/${owner.organizationId}/restore`, {
      token: admin.token,
    });
    expect(restored.status).toBe(200);
    expect(data<Organization>(restored)).toMatchObject({ status: 'active', suspended_at: null });
    expect((await kit.signIn(owner.email)).status).toBe(200);

    const entries = await db.select().from(auditLog).orderBy(auditLog.createdAt);
    expect(entries.map((e) => e.action)).toEqual(['organization.suspend', 'organization.restore']);
    expect(entries[0]).toMatchObject({
      actorEmail: admin.email,
      organizationId: owner.organizationId,
      before: { suspended_at: null },
      after: { suspended_at: expect.any(String), sessions_ended: 2 },
    });
    expect(entries[1]).toMatchObject({ after: { suspended_at: null } });
  });

  it('refuses to suspend the acting admin’s own organization, and writes nothing', async () => {
    const admin = await kit.admin();
    const res = await call(app, 'POST', `${BASE}/${admin.organizationId}/suspend`, {
      token: admin.token,
    });
    expect(res).toMatchObject({
      status: 409,
      body: { success: false, error: { code: 'admin.own_organization' } },
    });
    const [row] = await db
      .select()
      .from(organizations)
      .where(eq(organizations.id, admin.organizationId));
    expect(row!.suspendedAt).toBeNull();
    const [me] = await db.select().from(users).where(eq(users.id, admin.id));
    expect((await call(app, 'GET', BASE, { token: admin.token })).status).toBe(200);
    expect(me!.tokenVersion).toBe(0);
    expect(await db.select().from(auditLog)).toEqual([]);
    const missing = await call(app, 'POST', `${BASE}/${randomUUID()}/suspend`, {
      token: admin.token,
    });
    expect(missing.status).toBe(404);
  });
});
