// What the candidates module's API tests share: the test app, a recruiting team of every role
// (and another organization), postings in any state made through the API, and the calls.
import { eq } from 'drizzle-orm';
import type { Candidate, InvitedCandidate } from '@rehearse/contracts/candidates';
import type { Posting } from '@rehearse/contracts/postings';
import { expect } from 'vitest';
import { code, data, recruitingTeam } from '../../../test/recruiting-team';
import { call, useTestApp } from '../../../test/test-app';
import { outbox } from '../../db/schema/outbox';
import { postingCandidates } from '../../db/schema/posting-candidates';

export const { app, db } = await useTestApp();
export const BASE = '/api/recruiter/postings';
export { code, data };

export const team = () => recruitingTeam(app, db);
export type Team = Awaited<ReturnType<typeof team>>;

// The field an error names: its own, or (a validation error) its first issue's.
export const field = (res: { body: unknown }) => {
  const error = (res.body as { error?: { field?: string; issues?: { field?: string }[] } }).error;
  return error?.field ?? error?.issues?.[0]?.field;
};

const QUESTION = {
  prompt: 'Why this team?',
  answer_type: 'video',
  think_time_seconds: 30,
  answer_time_seconds: 120,
  takes: 2,
};

// A posting titled "Engineer" with one question, moved to the given state through the API.
export async function postingIn(
  token: string,
  state: 'draft' | 'open' | 'closed' | 'archived',
): Promise<Posting> {
  const created = await call(app, 'POST', BASE, { token, body: { title: 'Engineer' } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const posting = data<Posting>(created);
  const plan = await call(app, 'PUT', `${BASE}/${posting.id}/plan`, {
    token,
    body: { questions: [QUESTION] },
  });
  expect(plan.status).toBe(200);
  const path = {
    draft: [],
    open: ['open'],
    closed: ['open', 'closed'],
    archived: ['open', 'closed', 'archived'],
  }[state];
  for (const to of path) {
    const moved = await call(app, 'POST', `${BASE}/${posting.id}/state`, {
      token,
      body: { state: to },
    });
    expect(moved.status).toBe(200);
  }
  return posting;
}

export const candidatesOf = (postingId: string) => `${BASE}/${postingId}/candidates`;

export async function invite(
  token: string,
  postingId: string,
  body: Record<string, unknown> = { name: 'Ada Lovelace', email: 'ada@example.test' },
) {
  return call(app, 'POST', candidatesOf(postingId), { token, body });
}

export async function invited(
  token: string,
  postingId: string,
  body?: Record<string, unknown>,
): Promise<Candidate> {
  const res = await invite(token, postingId, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return data<InvitedCandidate>(res).candidate;
}

export async function candidateRow(id: string) {
  const [row] = await db.select().from(postingCandidates).where(eq(postingCandidates.id, id));
  return row;
}

export async function mailTo(email: string) {
  return db.select().from(outbox).where(eq(outbox.recipient, email));
}

// The interview link's token in an email's text.
export const tokenIn = (text: string) =>
  /http:\/\/localhost:3000\/interview\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
