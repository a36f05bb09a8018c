import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminKit, tableCounts } from '../../../test/admin-kit';
import { call, useTestApp } from '../../../test/test-app';
import { platformInvitations } from '../../db/schema/admin';
import { promoCodes } from '../../db/schema/billing';
import { postings } from '../../db/schema/postings';

// Every admin route of the admin workspace (docs/decisions/057-admin-workspace.md), walked as a
// candidate and as a recruiter (403, nothing written) and without a token (401).

const { app, db } = await useTestApp();
const kit = adminKit(app, db);

type Route = { method: string; path: string; body?: unknown };

function routes(
  organizationId: string,
  promoCodeId: string,
  invitationId: string,
  postingId: string,
): Route[] {
  return [
    { method: 'GET', path: '/api/admin/audit-log' },
    { method: 'GET', path: '/api/admin/organizations' },
    { method: 'GET', path: `/api/admin/organizations/${organizationId}` },
    {
      method: 'POST',
      path: '/api/admin/organizations',
      body: { name: 'Initech', type: 'recruiting' },
    },
    {
      method: 'PATCH',
      path: `/api/admin/organizations/${organizationId}`,
      body: { name: 'Renamed' },
    },
    { method: 'POST', path: `/api/admin/organizations/${organizationId}/suspend` },
    { method: 'POST', path: `/api/admin/organizations/${organizationId}/restore` },
    { method: 'GET', path: '/api/admin/subscriptions' },
    { method: 'GET', path: `/api/admin/subscriptions/${organizationId}/ledger` },
    { method: 'PATCH', path: `/api/admin/subscriptions/${organizationId}`, body: { seats: 9 } },
    {
      method: 'POST',
      path: `/api/admin/subscriptions/${organizationId}/adjustments`,
      body: { amount: 5, reason: 'Goodwill', idempotency_key: randomUUID() },
    },
    { method: 'GET', path: '/api/admin/promo-codes' },
    {
      method: 'POST',
      path: '/api/admin/promo-codes',
      body: { code: 'WELCOME-10', kind: 'credits', credits: 10 },
    },
    { method: 'PATCH', path: `/api/admin/promo-codes/${promoCodeId}`, body: { credits: 7 } },
    { method: 'POST', path: `/api/admin/promo-codes/${promoCodeId}/disable` },
    { method: 'POST', path: `/api/admin/promo-codes/${promoCodeId}/enable` },
    { method: 'GET', path: `/api/admin/promo-codes/${promoCodeId}/redemptions` },
    { method: 'GET', path: '/api/admin/dashboard' },
    { method: 'GET', path: '/api/admin/invitations' },
    {
      method: 'POST',
      path: '/api/admin/invitations',
      body: { email: 'invitee@example.test', role: 'candidate' },
    },
    { method: 'POST', path: `/api/admin/invitations/${invitationId}/resend` },
    { method: 'POST', path: `/api/admin/invitations/${invitationId}/revoke` },
    { method: 'GET', path: '/api/admin/postings' },
    { method: 'GET', path: `/api/admin/postings/${postingId}` },
    {
      method: 'POST',
      path: '/api/admin/postings',
      body: { organization_id: organizationId, title: 'Engineer' },
    },
    { method: 'PATCH', path: `/api/admin/postings/${postingId}`, body: { title: 'Renamed' } },
    { method: 'POST', path: `/api/admin/postings/${postingId}/state`, body: { state: 'open' } },
  ];
}

async function setUp() {
  const recruiter = await kit.recruiter();
  const candidate = await kit.candidate();
  const [code] = await db
    .insert(promoCodes)
    .values({ code: 'SPRING', kind: 'credits', credits: 5 })
    .returning();
  const [invitation] = await db
    .insert(platformInvitations)
    .values({
      email: 'pending@example.test',
      role: 'admin',
      tokenHash: 'hash',
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  const [posting] = await db
    .insert(postings)
    .values({
      organizationId: recruiter.organizationId,
      title: 'Analyst',
      workplaceType: 'remote',
      employmentType: 'full-time',
      createdBy: recruiter.id,
    })
    .returning();
  return {
    recruiter,
    candidate,
    list: routes(recruiter.organizationId, code!.id, invitation!.id, posting!.id),
  };
}

describe('the admin routes', () => {
  it('refuse a candidate and a recruiter with 403 and write nothing', async () => {
    const { recruiter, candidate, list } = await setUp();
    const before = await tableCounts(db);
    for (const person of [candidate, recruiter]) {
      for (const route of list) {
        const res = await call(app, route.method, route.path, {
          token: person.token,
          body: route.body,
        });
        expect({
          route: `${route.method} ${route.path}`,
          status: res.status,
          body: res.body,
        }).toEqual({
          route: `${route.method} ${route.path}`,
          status: 403,
          body: { success: false, error: expect.objectContaining({ code: 'auth.admin_only' }) },
        });
      }
    }
    expect(await tableCounts(db)).toEqual(before);
  });

  it('answer 401 without a token and write nothing', async () => {
    const { list } = await setUp();
    const before = await tableCounts(db);
    for (const route of list) {
      const res = await call(app, route.method, route.path, { body: route.body });
      expect({ route: `${route.method} ${route.path}`, status: res.status }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 401,
      });
    }
    expect(await tableCounts(db)).toEqual(before);
  });

  it('let an admin and a root through', async () => {
    const { list } = await setUp();
    for (const role of ['admin', 'root'] as const) {
      const admin = await kit.admin(role);
      for (const route of list.filter((r) => r.method === 'GET')) {
        const res = await call(app, route.method, route.path, { token: admin.token });
        expect({ route: route.path, status: res.status }).toEqual({
          route: route.path,
          status: 200,
        });
        expect(res.body).toMatchObject({ success: true });
      }
    }
  });

  it('are each in the OpenAPI document, with their 401 and 403', async () => {
    const { list } = await setUp();
    const doc = (await call(app, 'GET', '/api/openapi.json')).body as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    for (const route of list) {
      const path = route.path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '{id}');
      const operation = doc.paths[path]?.[route.method.toLowerCase()];
      expect({ path, documented: Object.keys(operation?.responses ?? {}) }).toEqual({
        path,
        documented: expect.arrayContaining([
          '200' in (operation?.responses ?? {}) ? '200' : '201',
          '401',
          '403',
        ]),
      });
    }
  });
});
