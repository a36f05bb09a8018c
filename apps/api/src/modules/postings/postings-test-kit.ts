// What the postings module's API tests share: the test app, a team of every role in one
// recruiting organization (and one outside it), a rubric, library questions and postings.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { OrganizationRole } from '@rehearse/contracts/organizations';
import type { Posting } from '@rehearse/contracts/postings';
import type { AuthResponse } from '@rehearse/contracts/user';
import { expect } from 'vitest';
import { call, signUpAndIn, uniqueEmail, useTestApp } from '../../../test/test-app';
import { postings } from '../../db/schema/postings';
import { questions } from '../../db/schema/questions';
import { rubricCriteria, rubrics } from '../../db/schema/rubrics';
import { users } from '../../db/schema/users';
import { createAccount } from '../../domain/accounts';

export const { app, db, kind } = await useTestApp();
export const BASE = '/api/recruiter/postings';
const PASSWORD = 'correct horse battery';

export type Person = { token: string; id: string };

async function signIn(email: string): Promise<Person> {
  const res = await call(app, 'POST', '/api/auth/sign-in', { body: { email, password: PASSWORD } });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  const session = res.body as AuthResponse;
  return { token: session.accessToken, id: session.user.id };
}

// An account made directly (no sample data: faster), owning a new recruiting organization or
// joining an existing one with a role.
async function member(
  name: string,
  organization: { name: string } | { id: string; role: OrganizationRole },
): Promise<Person> {
  const email = uniqueEmail('member');
  await createAccount(
    db,
    {
      name,
      email,
      password: PASSWORD,
      ...('name' in organization
        ? {
            organization: { name: organization.name, type: 'recruiting' as const },
            organizationRole: 'owner' as const,
          }
        : { organization }),
    },
    [],
  );
  return signIn(email);
}

const organizationOf = async (person: Person) => {
  const [row] = await db.select().from(users).where(eq(users.id, person.id));
  return row.organizationId!;
};

export async function team() {
  const owner = await member('Olivia Owner', { name: 'Acme Hiring' });
  const organizationId = await organizationOf(owner);
  const recruiter = await member('Rita Recruiter', { id: organizationId, role: 'recruiter' });
  const reviewer = await member('Victor Reviewer', { id: organizationId, role: 'reviewer' });
  const candidate = await signUpAndIn(app);
  const other = await member('Oscar Other', { name: 'Globex Talent' });
  return {
    organizationId,
    otherOrganizationId: await organizationOf(other),
    owner,
    recruiter,
    reviewer,
    candidate: { token: candidate.token, id: candidate.user.id },
    other,
  };
}
export type Team = Awaited<ReturnType<typeof team>>;

// A rubric of the organization with three criteria.
export async function rubric(organizationId: string, name = 'Scorecard') {
  const [row] = await db.insert(rubrics).values({ organizationId, name }).returning();
  const criteria = await db
    .insert(rubricCriteria)
    .values(
      ['Problem solving', 'Communication', 'Depth'].map((criterion, position) => ({
        rubricId: row.id,
        position,
        name: criterion,
        anchors: ['1', '2', '3', '4', '5'],
      })),
    )
    .returning();
  return { id: row.id, criteria: criteria.map((c) => c.id) };
}

// An open question of the organization's library.
export async function libraryQuestion(organizationId: string, prompt = 'Tell us about a failure.') {
  const [row] = await db
    .insert(questions)
    .values({
      id: `org-${randomUUID()}`,
      organizationId,
      kind: 'open',
      prompt,
      difficulty: 2,
      timeGuideSeconds: 120,
    })
    .returning();
  return row;
}

// A shipped question of the bank (reference data, present in every test database).
export async function bankQuestion() {
  const [row] = await db.select().from(questions).where(eq(questions.retired, false)).limit(1);
  expect(row?.organizationId).toBeNull();
  return row;
}

export const code = (res: { body: unknown }) =>
  (res.body as { error?: { code?: string } }).error?.code;
// The field an error names: its own, or (a validation error) its first issue's.
export const field = (res: { body: unknown }) => {
  const error = (res.body as { error?: { field?: string; issues?: { field?: string }[] } }).error;
  return error?.field ?? error?.issues?.[0]?.field;
};
export const data = <T = Posting>(res: { body: unknown }) => (res.body as { data: T }).data;

export const question = (overrides: Record<string, unknown> = {}) => ({
  prompt: 'Why this team?',
  answer_type: 'video',
  think_time_seconds: 30,
  answer_time_seconds: 120,
  takes: 2,
  ...overrides,
});

export async function createPosting(token: string, body: Record<string, unknown> = {}) {
  const res = await call(app, 'POST', BASE, { token, body: { title: 'Engineer', ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return data(res);
}

export async function setPlan(token: string, id: string, plan: unknown[]) {
  const res = await call(app, 'PUT', `${BASE}/${id}/plan`, { token, body: { questions: plan } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return data(res);
}

export async function moveTo(token: string, id: string, state: string) {
  return call(app, 'POST', `${BASE}/${id}/state`, { token, body: { state } });
}

// A posting in the given state, with one question.
export async function postingIn(token: string, state: 'draft' | 'open' | 'closed' | 'archived') {
  const posting = await createPosting(token);
  await setPlan(token, posting.id, [question()]);
  const path = { draft: [], open: ['open'], closed: ['open', 'closed'] }[
    state === 'archived' ? 'closed' : state
  ];
  for (const to of state === 'archived' ? [...path, 'archived'] : path) {
    expect((await moveTo(token, posting.id, to)).status).toBe(200);
  }
  return posting;
}

export async function postingRow(id: string) {
  const [row] = await db.select().from(postings).where(eq(postings.id, id));
  return row;
}
