import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuthResponse } from '@rehearse/contracts/user';
import { call, useTestApp } from '../test/test-app';
import { postingQuestions, postings } from './db/schema/postings';
import { questions } from './db/schema/questions';
import { rubricCriteria, rubrics } from './db/schema/rubrics';
import { DEMO_PASSWORD, ensureDemoAccounts } from './demo-accounts';

const { app, db, accountHooks } = await useTestApp();

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
    expect(await ensureDemoAccounts(db, accountHooks)).toBe(5);
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
    expect(await ensureDemoAccounts(db, accountHooks)).toBe(0);
    expect((await content()).rubrics).toBe(1);
    expect((await content()).states).toHaveLength(3);
  });
});
