// Scorecards and blind review against a real database: who may score, when the others'
// scorecards show (the API decides, for every route), locking, and the aggregate's numbers.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CandidateScorecards, RankedCandidate } from '@rehearse/contracts/scorecards';
import { code, data, recruitingTeam, type RecruitingTeam } from '../../../test/recruiting-team';
import { call, useTestApp } from '../../../test/test-app';
import { postingCandidateEvents, postingCandidates } from '../../db/schema/posting-candidates';
import { postingHiringTeam, postings } from '../../db/schema/postings';
import { rubricCriteria, rubrics } from '../../db/schema/rubrics';

const { app, db } = await useTestApp();

type Visibility = 'after-submitting' | 'always' | 'never';
let t: RecruitingTeam;
let criteria: string[];
let postingId: string;

async function setUp(visibility: Visibility = 'after-submitting', anonymized = false) {
  t = await recruitingTeam(app, db);
  const [rubric] = await db
    .insert(rubrics)
    .values({ organizationId: t.organizationId, name: 'Scorecard' })
    .returning();
  // Weights 1, 2 and 3.
  criteria = (
    await db
      .insert(rubricCriteria)
      .values(
        ['Problem solving', 'Communication', 'Depth'].map((name, position) => ({
          rubricId: rubric.id,
          position,
          name,
          weight: position + 1,
          anchors: ['1', '2', '3', '4', '5'],
        })),
      )
      .returning()
  ).map((row) => row.id);
  const [posting] = await db
    .insert(postings)
    .values({
      organizationId: t.organizationId,
      title: 'Engineer',
      workplaceType: 'remote',
      employmentType: 'full-time',
      state: 'open',
      rubricId: rubric.id,
      scorecardVisibility: visibility,
      anonymizedReview: anonymized,
    })
    .returning();
  postingId = posting.id;
  // The recruiter and the reviewer score; the owner decides without scoring.
  await db.insert(postingHiringTeam).values([
    { postingId, userId: t.recruiter.id },
    { postingId, userId: t.reviewer.id },
  ]);
}

async function candidate(name: string, stage: 'completed' | 'invited' = 'completed') {
  const [row] = await db
    .insert(postingCandidates)
    .values({
      organizationId: t.organizationId,
      postingId,
      name,
      email: `${randomUUID()}@example.test`,
      stage,
      tokenHash: randomUUID(),
      deadlineAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  return row.id;
}

const path = (candidateId: string, suffix = '') =>
  `/api/recruiter/postings/${postingId}/candidates/${candidateId}/scorecards${suffix}`;
const read = async (token: string, candidateId: string) => {
  const res = await call(app, 'GET', path(candidateId), { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return data<CandidateScorecards>(res);
};
const save = (token: string, candidateId: string, body: Record<string, unknown>) =>
  call(app, 'PUT', path(candidateId, '/mine'), { token, body });
const submit = (token: string, candidateId: string) =>
  call(app, 'POST', path(candidateId, '/mine/submit'), { token });
const ratings = (...values: (number | null)[]) =>
  values.flatMap((rating, i) =>
    rating === null ? [] : [{ criterion_id: criteria[i], rating, note: '' }],
  );

async function score(
  token: string,
  candidateId: string,
  values: (number | null)[],
  recommendation: string,
) {
  const saved = await save(token, candidateId, { ratings: ratings(...values), recommendation });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const done = await submit(token, candidateId);
  expect(done.status, JSON.stringify(done.body)).toBe(200);
}

describe('scorecards', () => {
  beforeEach(async () => {
    await setUp();
  });

  it('a team member drafts, submits, and the candidate moves into review with its history', async () => {
    const id = await candidate('Ada');
    const draft = await save(t.reviewer.token, id, {
      ratings: [{ criterion_id: criteria[0], rating: 4, note: ' clear steps ' }],
      notes: 'Strong answer on trade-offs',
    });
    expect(draft.status).toBe(200);
    const mine = data<CandidateScorecards>(draft).mine!;
    expect(mine.submitted_at).toBeNull();
    expect(mine.ratings).toEqual([{ criterion_id: criteria[0], rating: 4, note: 'clear steps' }]);

    // No recommendation yet: refused, naming the field.
    const early = await submit(t.reviewer.token, id);
    expect([early.status, code(early)]).toEqual([400, 'scorecard.recommendation_required']);

    await save(t.reviewer.token, id, { ratings: ratings(4), recommendation: 'yes' });
    const done = await submit(t.reviewer.token, id);
    expect(done.status).toBe(200);
    expect(data<CandidateScorecards>(done).mine!.submitted_at).not.toBeNull();
    const [row] = await db.select().from(postingCandidates).where(eq(postingCandidates.id, id));
    expect(row.stage).toBe('in_review');
    const events = await db
      .select()
      .from(postingCandidateEvents)
      .where(eq(postingCandidateEvents.candidateId, id));
    expect(events.map((e) => e.kind).sort()).toEqual(['scorecard_submitted', 'stage']);
    expect(events.find((e) => e.kind === 'stage')?.actorId).toBe(t.reviewer.id);
  });

  it('a submitted scorecard is locked until its author reopens it', async () => {
    const id = await candidate('Ada');
    await score(t.reviewer.token, id, [3, 3, 3], 'yes');
    const locked = await save(t.reviewer.token, id, { ratings: ratings(5), recommendation: 'no' });
    expect([locked.status, code(locked)]).toEqual([409, 'scorecard.submitted']);
    const again = await submit(t.reviewer.token, id);
    expect([again.status, code(again)]).toEqual([409, 'scorecard.submitted']);

    const reopened = await call(app, 'POST', path(id, '/mine/reopen'), { token: t.reviewer.token });
    expect(data<CandidateScorecards>(reopened).mine!.submitted_at).toBeNull();
    expect(
      (await save(t.reviewer.token, id, { ratings: ratings(5), recommendation: 'no' })).status,
    ).toBe(200);
    // Another member's reopen reaches only their own (missing) scorecard.
    const notTheirs = await call(app, 'POST', path(id, '/mine/reopen'), {
      token: t.recruiter.token,
    });
    expect([notTheirs.status, code(notTheirs)]).toEqual([409, 'scorecard.not_submitted']);
  });

  it('blind until submitting: no route shows the others’ scores to a member who has not submitted', async () => {
    const id = await candidate('Ada');
    await score(t.recruiter.token, id, [5, 4, 3], 'strong-yes');
    await save(t.reviewer.token, id, { ratings: ratings(2) });

    const blind = await read(t.reviewer.token, id);
    expect(blind.hidden_reason).toBe('submit-first');
    expect(blind.others).toBeNull();
    expect(blind.candidate).toEqual({ id, name: 'Ada', stage: 'in_review' });
    expect(blind.aggregate).toBeNull();
    expect(JSON.stringify(blind)).not.toContain('strong-yes');
    const ranking = await call(app, 'GET', `/api/recruiter/postings/${postingId}/ranking`, {
      token: t.reviewer.token,
    });
    expect(data<{ items: RankedCandidate[]; hidden: number }>(ranking)).toEqual({
      items: [],
      hidden: 1,
    });

    await save(t.reviewer.token, id, { ratings: ratings(2, 4), recommendation: 'no' });
    await submit(t.reviewer.token, id);
    const open = await read(t.reviewer.token, id);
    expect(open.hidden_reason).toBeNull();
    expect(open.others!.map((card) => [card.reviewer.name, card.recommendation])).toEqual([
      ['Rita Recruiter', 'strong-yes'],
    ]);
    // The owner, deciding without scoring, saw everything all along.
    expect((await read(t.owner.token, id)).others).toHaveLength(2);
    // Having submitted, the reviewer finds the candidate in the ranking too.
    const after = await call(app, 'GET', `/api/recruiter/postings/${postingId}/ranking`, {
      token: t.reviewer.token,
    });
    const ranked = data<{ items: RankedCandidate[]; hidden: number }>(after);
    expect(ranked.hidden).toBe(0);
    expect(ranked.items.map((c) => [c.candidate_id, c.scorecards, c.disagreement])).toEqual([
      [id, 2, true],
    ]);
  });

  it('adds up the submitted scorecards: weighted overall, spread, disagreement and gaps', async () => {
    const id = await candidate('Ada');
    await score(t.recruiter.token, id, [5, 3, null], 'yes');
    await score(t.reviewer.token, id, [2, 3, null], 'no');
    // A draft never counts.
    const aggregate = (await read(t.owner.token, id)).aggregate!;
    expect(aggregate.scorecards).toBe(2);
    expect(aggregate.criteria.map((c) => [c.mean, c.spread, c.disagreement, c.gap])).toEqual([
      [3.5, 3, true, false],
      [3, 0, false, false],
      [null, null, false, true],
    ]);
    // (3.5 × 1 + 3 × 2) / (1 + 2), the unrated criterion left out.
    expect(aggregate.overall).toBe(3.17);
    expect(aggregate.disagreement).toBe(true);
    expect(aggregate.gaps).toBe(1);
    expect(aggregate.recommendations).toEqual({ 'strong-no': 0, no: 1, yes: 1, 'strong-yes': 0 });
  });

  it('ranks finished candidates by overall score, unscored last', async () => {
    const low = await candidate('Low Score');
    const high = await candidate('High Score');
    const unscored = await candidate('Not Scored');
    await candidate('Still Invited', 'invited');
    await score(t.recruiter.token, low, [2, 2, 2], 'no');
    await score(t.recruiter.token, high, [5, 4, 4], 'strong-yes');
    const res = await call(app, 'GET', `/api/recruiter/postings/${postingId}/ranking`, {
      token: t.owner.token,
    });
    const { items, hidden } = data<{ items: RankedCandidate[]; hidden: number }>(res);
    expect(hidden).toBe(0);
    expect(items.map((c) => [c.rank, c.candidate_id, c.overall])).toEqual([
      [1, high, 4.17],
      [2, low, 2],
      [3, unscored, null],
    ]);
  });

  it('refuses bad ratings, naming the field', async () => {
    const id = await candidate('Ada');
    const unknown = await save(t.reviewer.token, id, {
      ratings: [{ criterion_id: randomUUID(), rating: 3 }],
    });
    expect([unknown.status, code(unknown)]).toEqual([400, 'validation.unknown_id']);
    expect(JSON.stringify(unknown.body)).toContain('ratings.0.criterion_id');
    const twice = await save(t.reviewer.token, id, {
      ratings: [...ratings(3), ...ratings(4)],
    });
    expect([twice.status, code(twice)]).toEqual([400, 'scorecard.criterion_twice']);
    const outOfScale = await save(t.reviewer.token, id, { ratings: ratings(6) });
    expect(outOfScale.status).toBe(400);
    const badRecommendation = await save(t.reviewer.token, id, {
      ratings: [],
      recommendation: 'maybe',
    });
    expect(badRecommendation.status).toBe(400);
  });

  it('lets only the hiring team score finished candidates, and hides the posting from everyone else', async () => {
    const id = await candidate('Ada');
    const invited = await candidate('Bea', 'invited');
    const owner = await save(t.owner.token, id, { ratings: ratings(3) });
    expect([owner.status, code(owner)]).toEqual([403, 'scorecard.not_on_team']);
    const early = await save(t.reviewer.token, invited, { ratings: ratings(3) });
    expect([early.status, code(early)]).toEqual([409, 'scorecard.not_ready']);

    await db.delete(postingHiringTeam).where(eq(postingHiringTeam.userId, t.reviewer.id));
    expect((await call(app, 'GET', path(id), { token: t.reviewer.token })).status).toBe(404);
    expect((await call(app, 'GET', path(id), { token: t.other.token })).status).toBe(404);
    const outsider = await call(app, 'GET', path(id), { token: t.candidate.token });
    expect([outsider.status, code(outsider)]).toEqual([403, 'organization.recruiters_only']);
    // A candidate of another posting, or a malformed id, is not found either.
    expect((await call(app, 'GET', path(randomUUID()), { token: t.owner.token })).status).toBe(404);
    expect((await call(app, 'GET', path('x'), { token: t.owner.token })).status).toBe(404);
  });

  it('keeps one scorecard per member under concurrent saves', async () => {
    const id = await candidate('Ada');
    const results = await Promise.all(
      [1, 2, 3, 4].map((rating) => save(t.reviewer.token, id, { ratings: ratings(rating) })),
    );
    expect(results.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    const card = (await read(t.reviewer.token, id)).mine!;
    expect(card.ratings).toHaveLength(1);
  });
});

describe('scorecard visibility settings', () => {
  it('"always" shows the others before submitting', async () => {
    await setUp('always');
    const id = await candidate('Ada');
    await score(t.recruiter.token, id, [4, 4, 4], 'yes');
    const seen = await read(t.reviewer.token, id);
    expect(seen.hidden_reason).toBeNull();
    expect(seen.others).toHaveLength(1);
  });

  it('"never" keeps team members blind even after submitting; the deciding owner sees all', async () => {
    await setUp('never');
    const id = await candidate('Ada');
    await score(t.recruiter.token, id, [4, 4, 4], 'yes');
    await score(t.reviewer.token, id, [2, 2, 2], 'no');
    const blind = await read(t.reviewer.token, id);
    expect([blind.hidden_reason, blind.others, blind.aggregate]).toEqual(['never', null, null]);
    expect(blind.mine?.recommendation).toBe('no');
    expect((await read(t.owner.token, id)).aggregate?.scorecards).toBe(2);
  });

  it('anonymised review hides names from the team in the ranking, not from the owner', async () => {
    await setUp('always', true);
    const id = await candidate('Ada Lovelace');
    await score(t.recruiter.token, id, [4, 4, 4], 'yes');
    const asTeam = await call(app, 'GET', `/api/recruiter/postings/${postingId}/ranking`, {
      token: t.reviewer.token,
    });
    const [row] = data<{ items: RankedCandidate[] }>(asTeam).items;
    expect(row.name).toMatch(/^Candidate [0-9A-F]{4}$/);
    expect(JSON.stringify(asTeam.body)).not.toContain('Lovelace');
    const asOwner = await call(app, 'GET', `/api/recruiter/postings/${postingId}/ranking`, {
      token: t.owner.token,
    });
    expect(data<{ items: RankedCandidate[] }>(asOwner).items[0].name).toBe('Ada Lovelace');
    expect((await read(t.reviewer.token, id)).candidate.name).toBe(row.name);
    expect((await read(t.owner.token, id)).candidate.name).toBe('Ada Lovelace');
    // The pipeline table masks them for the reviewer too, and a search cannot single them out.
    const table = await call(
      app,
      'GET',
      `/api/recruiter/postings/${postingId}/candidates?search=Lovelace`,
      {
        token: t.reviewer.token,
      },
    );
    expect(table.status).toBe(200);
    const items = data<{ items: { name: string; email: string }[] }>(table).items;
    expect(items).toEqual([expect.objectContaining({ name: row.name, email: '' })]);
    expect(JSON.stringify(table.body)).not.toContain('Lovelace');
    const detail = await call(app, 'GET', `/api/recruiter/postings/${postingId}/candidates/${id}`, {
      token: t.reviewer.token,
    });
    expect(JSON.stringify(detail.body)).not.toContain('Lovelace');
    const forOwner = await call(app, 'GET', `/api/recruiter/postings/${postingId}/candidates`, {
      token: t.owner.token,
    });
    expect(JSON.stringify(forOwner.body)).toContain('Lovelace');
  });

  it('are a posting’s settings, saved and checked by the postings API', async () => {
    await setUp();
    const url = `/api/recruiter/postings/${postingId}`;
    const bad = await call(app, 'PATCH', url, {
      token: t.recruiter.token,
      body: { scorecard_visibility: 'sometimes' },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('scorecard_visibility');
    const res = await call(app, 'PATCH', url, {
      token: t.recruiter.token,
      body: { scorecard_visibility: 'never', anonymized_review: true },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(data<{ scorecard_visibility: string; anonymized_review: boolean }>(res)).toMatchObject({
      scorecard_visibility: 'never',
      anonymized_review: true,
    });
    const reviewer = await call(app, 'PATCH', url, {
      token: t.reviewer.token,
      body: { scorecard_visibility: 'always' },
    });
    expect(reviewer.status).toBe(403);
  });
});
