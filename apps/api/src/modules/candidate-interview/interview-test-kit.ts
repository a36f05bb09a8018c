// What the candidate-interview API tests share: an open posting with a plan, made through the
// recruiter API, and candidates inserted directly (inviting is another module's) with the
// token of their link. Each test file brings its own test app (they differ in their options).
import { expect } from 'vitest';
import { data, type RecruitingTeam } from '../../../test/recruiting-team';
import { call, type TestApp } from '../../../test/test-app';
import type { Db } from '../../db/db';
import { postingCandidates } from '../../db/schema/posting-candidates';
import { randomToken, sha256Hex } from '../../platform/tokens';

export type PlanQuestion = {
  prompt: string;
  answer_type: 'video' | 'audio' | 'text';
  think_time_seconds: number;
  answer_time_seconds: number;
  takes: number;
};
export type Plan = { id: string; answer_type: string }[];

export async function openPostingWithPlan(
  app: TestApp,
  people: RecruitingTeam,
  posting: { title: string; intro_message?: string },
  questions: PlanQuestion[],
): Promise<{ postingId: string; questions: Plan }> {
  const created = await call(app, 'POST', '/api/recruiter/postings', {
    token: people.owner.token,
    body: posting,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const postingId = data<{ id: string }>(created).id;
  const plan = await call(app, 'PUT', `/api/recruiter/postings/${postingId}/plan`, {
    token: people.owner.token,
    body: { questions },
  });
  expect(plan.status, JSON.stringify(plan.body)).toBe(200);
  const opened = await call(app, 'POST', `/api/recruiter/postings/${postingId}/state`, {
    token: people.owner.token,
    body: { state: 'open' },
  });
  expect(opened.status).toBe(200);
  return { postingId, questions: data<{ questions: Plan }>(plan).questions };
}

// A candidate of the posting named `name`, with their link's token.
export async function inviteDirectly(
  db: Db,
  people: RecruitingTeam,
  postingId: string,
  name: string,
  overrides: Partial<typeof postingCandidates.$inferInsert> = {},
) {
  const token = randomToken();
  const [row] = await db
    .insert(postingCandidates)
    .values({
      organizationId: people.organizationId,
      postingId,
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}-${token.slice(0, 8).toLowerCase()}@example.test`,
      tokenHash: await sha256Hex(token),
      deadlineAt: new Date(Date.now() + 7 * 24 * 3600 * 1000),
      invitedBy: people.recruiter.id,
      ...overrides,
    })
    .returning();
  return { token, id: row!.id, email: row!.email };
}
