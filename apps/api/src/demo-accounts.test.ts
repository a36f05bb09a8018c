import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuthResponse } from '@rehearse/contracts/user';
import { call, useTestApp } from '../test/test-app';
import { postingQuestions, postings } from './db/schema/postings';
import { questions } from './db/schema/questions';
import { rubricCriteria, rubrics } from './db/schema/rubrics';
import { DEMO_PASSWORD, ensureDemoAccounts } from './demo-accounts';
import { ledgerMismatches } from './domain/credit-ledger';

const { app, db, accountHooks, recordings } = await useTestApp();

async function signIn(email: string) {
  const res = await call(app, 'POST', '/api/auth/sign-in', {
    body: { email, password: DEMO_PASSWORD },
  });
  expect(res.status).toBe(200);
  return (res.body as AuthResponse).accessToken;
}

const ORGANIZATION = '/api/recruiter/organization';

describe('the demo accounts', () => {
  it('give Northwind Talent a team of three and its hiring content, once', async () => {
    expect(await ensureDemoAccounts(db, accountHooks, recordings)).toBe(5);
    const owner = await signIn('recruiter@rehearse.dev');
    const profile = await call(app, 'GET', ORGANIZATION, { token: owner });
    expect((profile.body as { data: unknown }).data).toMatchObject({
      name: 'Northwind Talent',
      role: 'owner',
    });
    const members = await call(app, 'GET', `${ORGANIZATION}/members`, { token: owner });
    const team = (members.body as { data: { email: string; role: string }[] }).data;
    expect(team.map((m) => [m.email, m.role]).sort()).toEqual([
      ['recruiter@rehearse.dev', 'owner'],
      ['reviewer@rehearse.dev', 'reviewer'],
      ['sourcer@rehearse.dev', 'recruiter'],
    ]);
    // The teammates sign in with the same password, into the same organization.
    const reviewer = await signIn('reviewer@rehearse.dev');
    const seen = await call(app, 'GET', ORGANIZATION, { token: reviewer });
    expect((seen.body as { data: unknown }).data).toMatchObject({
      name: 'Northwind Talent',
      role: 'reviewer',
    });
    // The candidate is not a recruiter.
    const candidate = await signIn('candidate@rehearse.dev');
    expect((await call(app, 'GET', ORGANIZATION, { token: candidate })).status).toBe(403);

    const organizationId = (profile.body as { data: { id: string } }).data.id;
    const content = async () => ({
      rubrics: (
        await db
          .select({ n: count() })
          .from(rubrics)
          .where(eq(rubrics.organizationId, organizationId))
      )[0].n,
      criteria: (
        await db
          .select({ n: count() })
          .from(rubricCriteria)
          .innerJoin(rubrics, eq(rubrics.id, rubricCriteria.rubricId))
          .where(eq(rubrics.organizationId, organizationId))
      )[0].n,
      questions: (
        await db
          .select({ n: count() })
          .from(questions)
          .where(eq(questions.organizationId, organizationId))
      )[0].n,
      states: (
        await db
          .select({ state: postings.state })
          .from(postings)
          .where(eq(postings.organizationId, organizationId))
      )
        .map((p) => p.state)
        .sort(),
    });
    expect(await content()).toEqual({
      rubrics: 1,
      criteria: 4,
      questions: 5,
      states: ['closed', 'draft', 'open'],
    });
    const [open] = await db
      .select({ id: postings.id })
      .from(postings)
      .where(and(eq(postings.organizationId, organizationId), eq(postings.state, 'open')));
    const plan = await db
      .select({ n: count() })
      .from(postingQuestions)
      .where(eq(postingQuestions.postingId, open.id));
    expect(plan[0].n).toBe(3);

    // A second start adds nothing.
    expect(await ensureDemoAccounts(db, accountHooks, recordings)).toBe(0);
    expect((await content()).rubrics).toBe(1);
    expect((await content()).states).toHaveLength(3);
  });

  it('give the admin organizations, promo codes, a ledger adjustment, invitations and their audit entries, once', async () => {
    await ensureDemoAccounts(db, accountHooks, recordings);
    const admin = await signIn('admin@rehearse.dev');
    const get = async <T>(path: string) => {
      const res = await call(app, 'GET', path, { token: admin });
      expect(res.status, path).toBe(200);
      return (res.body as { data: T }).data;
    };
    const { organizations } = await get<{ organizations: { name: string; status: string }[] }>(
      '/api/admin/organizations?page_size=50',
    );
    expect(organizations.map((o) => [o.name, o.status])).toEqual(
      expect.arrayContaining([
        ['Northwind Talent', 'active'],
        ['Contoso Careers', 'active'],
        ['Globex Staffing', 'suspended'],
      ]),
    );
    const codes = await get<{ promo_codes: { code: string }[] }>('/api/admin/promo-codes');
    expect(codes.promo_codes.map((c) => c.code).sort()).toEqual([
      'LAUNCH2026',
      'PILOT50',
      'SPRING25',
      'WELCOME10',
    ]);
    const { invitations } = await get<{ invitations: { email: string; status: string }[] }>(
      '/api/admin/invitations',
    );
    expect(invitations.map((i) => [i.email, i.status]).sort()).toEqual([
      ['jordan.hiring@example.com', 'pending'],
      ['morgan.ops@example.com', 'pending'],
    ]);
    const { entries } = await get<{ entries: { action: string; actor_email: string }[] }>(
      '/api/admin/audit-log?page_size=100',
    );
    expect(new Set(entries.map((a) => a.action))).toEqual(
      new Set([
        'organization.create',
        'organization.suspend',
        'promo_code.create',
        'promo_code.disable',
        'subscription.adjust',
        'platform_invitation.create',
      ]),
    );
    expect(entries.every((a) => a.actor_email === 'admin@rehearse.dev')).toBe(true);
    expect(await ledgerMismatches(db)).toEqual([]);

    // A second start adds nothing.
    await ensureDemoAccounts(db, accountHooks, recordings);
    expect(
      (await get<{ promo_codes: unknown[] }>('/api/admin/promo-codes')).promo_codes,
    ).toHaveLength(4);
  });
});
