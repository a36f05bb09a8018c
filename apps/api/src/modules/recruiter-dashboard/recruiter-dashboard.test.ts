// The recruiter dashboard against a real database: funnels from the kept stage totals, what
// awaits the caller's review, their drafts, rates and medians measured from the invitation, the
// weekly chart, and who sees which postings.
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RecruiterDashboard } from '@rehearse/contracts/recruiter-dashboard';
import { code, data, recruitingTeam, type RecruitingTeam } from '../../../test/recruiting-team';
import { call, useTestApp } from '../../../test/test-app';
import { postingCandidates } from '../../db/schema/posting-candidates';
import { postingHiringTeam, postings } from '../../db/schema/postings';
import { rubrics } from '../../db/schema/rubrics';
import { scorecards } from '../../db/schema/scorecards';

const { app, db } = await useTestApp();
const HOUR = 3_600_000;
let t: RecruitingTeam;

async function posting(title: string, team: string[] = []) {
  const [rubric] = await db
    .insert(rubrics)
    .values({ organizationId: t.organizationId, name: `${title} rubric` })
    .returning();
  const [row] = await db
    .insert(postings)
    .values({
      organizationId: t.organizationId,
      title,
      workplaceType: 'remote',
      employmentType: 'full-time',
      state: 'open',
      rubricId: rubric.id,
    })
    .returning();
  if (team.length)
    await db
      .insert(postingHiringTeam)
      .values(team.map((userId) => ({ postingId: row.id, userId })));
  return row.id;
}

async function candidate(
  postingId: string,
  stage: 'invited' | 'completed' | 'rejected' | 'withdrawn',
  times: { invited: number; completed?: number; decided?: number },
) {
  const now = Date.now();
  const [row] = await db
    .insert(postingCandidates)
    .values({
      organizationId: t.organizationId,
      postingId,
      name: `Candidate ${randomUUID().slice(0, 4)}`,
      email: `${randomUUID()}@example.test`,
      stage,
      tokenHash: randomUUID(),
      deadlineAt: new Date(now + 7 * 24 * HOUR),
      invitedAt: new Date(now - times.invited * HOUR),
      completedAt: times.completed === undefined ? null : new Date(now - times.completed * HOUR),
      decidedAt: times.decided === undefined ? null : new Date(now - times.decided * HOUR),
    })
    .returning();
  return row.id;
}

const dashboard = async (token: string) => {
  const res = await call(app, 'GET', '/api/recruiter/dashboard', { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return data<RecruiterDashboard>(res);
};

beforeEach(async () => {
  t = await recruitingTeam(app, db);
});

describe('the recruiter dashboard', () => {
  it('shows each open posting’s funnel and the rates and medians from the invitation', async () => {
    const id = await posting('Backend Engineer', [t.reviewer.id]);
    // Invited 30 h ago, finished 20 h ago (10 h), decided 10 h ago (10 h).
    await candidate(id, 'rejected', { invited: 30, completed: 20, decided: 10 });
    // Invited 50 h ago, finished 20 h ago (30 h).
    const waiting = await candidate(id, 'completed', { invited: 50, completed: 20 });
    await candidate(id, 'invited', { invited: 5 });
    await candidate(id, 'withdrawn', { invited: 5 });

    const view = await dashboard(t.owner.token);
    expect(view.open_postings_total).toBe(1);
    const [funnel] = view.open_postings;
    expect(funnel.title).toBe('Backend Engineer');
    expect(funnel.stages).toMatchObject({ invited: 1, completed: 1, rejected: 1, withdrawn: 1 });
    expect([funnel.invited, funnel.completion_rate]).toEqual([3, 0.67]);
    expect(view.completion_rate).toBe(0.67);
    // The median of 10 h and 30 h; one decision, 10 h after its interview.
    expect(view.median_hours_to_complete).toBe(20);
    expect(view.median_hours_to_decide).toBe(10);
    expect(view.weekly).toHaveLength(12);
    const total = (key: 'invited' | 'completed' | 'decided') =>
      view.weekly.reduce((sum, week) => sum + week[key], 0);
    expect([total('invited'), total('completed'), total('decided')]).toEqual([4, 2, 1]);

    // The reviewer on the team has one candidate to review, then a draft.
    const reviewer = await dashboard(t.reviewer.token);
    expect(reviewer.awaiting_review.map((c) => c.candidate_id)).toEqual([waiting]);
    expect(reviewer.awaiting_review_total).toBe(1);
    const [card] = await db
      .insert(scorecards)
      .values({ organizationId: t.organizationId, candidateId: waiting, reviewerId: t.reviewer.id })
      .returning();
    const after = await dashboard(t.reviewer.token);
    expect(after.my_drafts.map((c) => c.candidate_id)).toEqual([waiting]);
    expect(after.awaiting_review_total).toBe(1);
    expect(card.submittedAt).toBeNull();
    // The owner is not on the team: nothing awaits their review.
    expect(view.awaiting_review).toEqual([]);
  });

  it('shows reviewers only the postings whose team they are on, and no other organization', async () => {
    await posting('Mine', [t.reviewer.id]);
    await posting('Not mine');
    expect((await dashboard(t.reviewer.token)).open_postings.map((p) => p.title)).toEqual(['Mine']);
    expect((await dashboard(t.other.token)).open_postings).toEqual([]);
    const outsider = await call(app, 'GET', '/api/recruiter/dashboard', {
      token: t.candidate.token,
    });
    expect([outsider.status, code(outsider)]).toEqual([403, 'organization.recruiters_only']);
  });

  it('answers empty figures for a new organization', async () => {
    const view = await dashboard(t.owner.token);
    expect(view).toMatchObject({
      open_postings: [],
      open_postings_total: 0,
      completion_rate: null,
      median_hours_to_complete: null,
      median_hours_to_decide: null,
    });
  });
});
