// The pipeline table sorted by score (issue 15, decisions 047 and 049) against a real database:
// the order, unscored candidates last, paging across pages, and blind scoring: a caller who may
// see no score is refused the sort, and one who may see some sees only those.
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CandidateList } from '@rehearse/contracts/candidates';
import { code, data, recruitingTeam, type RecruitingTeam } from '../../../test/recruiting-team';
import { call, useTestApp } from '../../../test/test-app';
import { postingCandidates } from '../../db/schema/posting-candidates';
import { postingHiringTeam, postings } from '../../db/schema/postings';
import { rubricCriteria, rubrics } from '../../db/schema/rubrics';
import { scorecardRatings, scorecards } from '../../db/schema/scorecards';

const { app, db } = await useTestApp();

type Visibility = 'after-submitting' | 'always' | 'never';
let t: RecruitingTeam;
let criteria: string[];
let postingId: string;

// A posting on a rubric weighted 1 and 3, scored by the recruiter and the reviewer (the
// owner decides without being on the team).
async function setUp(visibility: Visibility = 'after-submitting', anonymized = false) {
  t = await recruitingTeam(app, db);
  const [rubric] = await db
    .insert(rubrics)
    .values({ organizationId: t.organizationId, name: 'Scorecard' })
    .returning();
  criteria = (
    await db
      .insert(rubricCriteria)
      .values(
        ['Problem solving', 'Communication'].map((name, position) => ({
          rubricId: rubric.id,
          position,
          name,
          weight: position === 0 ? 1 : 3,
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

// A scorecard written as the scorecards API leaves it; `submitted: false` is a draft.
async function scorecard(
  reviewerId: string,
  candidateId: string,
  [first, second]: [number, number],
  submitted = true,
) {
  const [card] = await db
    .insert(scorecards)
    .values({
      organizationId: t.organizationId,
      candidateId,
      reviewerId,
      recommendation: 'yes',
      submittedAt: submitted ? new Date() : null,
    })
    .returning();
  await db.insert(scorecardRatings).values([
    { scorecardId: card.id, criterionId: criteria[0], rating: first },
    { scorecardId: card.id, criterionId: criteria[1], rating: second },
  ]);
}

const list = async (token: string, query = '') => {
  const res = await call(app, 'GET', `/api/recruiter/postings/${postingId}/candidates${query}`, {
    token,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return data<CandidateList>(res);
};
const scored = (page: CandidateList) => page.items.map((item) => [item.name, item.score]);

describe('sorting the pipeline by score', () => {
  beforeEach(async () => {
    await setUp();
  });

  it('orders by the weighted overall, highest first, unscored and drafts last, ties by id', async () => {
    const ada = await candidate('Ada');
    const grace = await candidate('Grace');
    const linus = await candidate('Linus');
    const tied = [await candidate('Tie one'), await candidate('Tie two')].sort();
    await candidate('Invited only', 'invited');
    const drafted = await candidate('Draft only');
    // Ada: criterion means 3 and 4.5 weighted 1:3 -> (3 + 13.5) / 4 = 4.13 (rounded).
    await scorecard(t.recruiter.id, ada, [2, 4]);
    await scorecard(t.reviewer.id, ada, [4, 5]);
    // Grace: 5 and 2 -> (5 + 6) / 4 = 2.75; Linus: 1 and 5 -> 4.
    await scorecard(t.recruiter.id, grace, [5, 2]);
    await scorecard(t.recruiter.id, linus, [1, 5]);
    await scorecard(t.recruiter.id, tied[0], [3, 3]);
    await scorecard(t.reviewer.id, tied[1], [3, 3]);
    // A draft never counts.
    await scorecard(t.recruiter.id, drafted, [5, 5], false);

    const page = await list(t.owner.token, '?sort=score');
    expect(page.score_access).toBe('all');
    expect(page.total).toBe(7);
    const tieNames = tied.map((id) => page.items.find((item) => item.id === id)!.name);
    expect(scored(page).slice(0, 5)).toEqual([
      ['Ada', 4.13],
      ['Linus', 4],
      [tieNames[0], 3],
      [tieNames[1], 3],
      ['Grace', 2.75],
    ]);
    // The unscored, by id.
    const rest = page.items.slice(5);
    expect(rest.map((item) => item.score)).toEqual([null, null]);
    expect(rest.map((item) => item.id)).toEqual(rest.map((item) => item.id).sort());

    // Other sorts carry the same figures.
    const byName = await list(t.owner.token, '?sort=name');
    expect(byName.items.find((item) => item.id === ada)?.score).toBe(4.13);
    expect(byName.items.find((item) => item.id === drafted)?.score).toBeNull();
  });

  it('pages in SQL across the scored and the unscored without repeating or skipping', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      const id = await candidate(`Candidate ${i}`);
      ids.push(id);
      // Four scored (5, 4, 3, 2 on both criteria), three not.
      if (i < 4) await scorecard(t.recruiter.id, id, [5 - i, 5 - i]);
    }
    const pages = [];
    for (const n of [1, 2, 3])
      pages.push(await list(t.owner.token, `?sort=score&pageSize=3&page=${n}`));
    expect(pages.map((page) => page.items.length)).toEqual([3, 3, 1]);
    const all = pages.flatMap((page) => page.items);
    expect(all.map((item) => item.score)).toEqual([5, 4, 3, 2, null, null, null]);
    expect(new Set(all.map((item) => item.id)).size).toBe(7);
    expect(all.slice(4).map((item) => item.id)).toEqual(ids.slice(4).sort());
  });

  it('keeps to a stage and a search', async () => {
    const ada = await candidate('Ada Lovelace');
    const grace = await candidate('Grace Hopper');
    await candidate('Ada Invited', 'invited');
    await scorecard(t.recruiter.id, ada, [3, 3]);
    await scorecard(t.recruiter.id, grace, [5, 5]);
    const searched = await list(t.owner.token, '?sort=score&search=ada');
    expect(scored(searched)).toEqual([
      ['Ada Lovelace', 3],
      ['Ada Invited', null],
    ]);
    expect(searched.total).toBe(2);
    const invited = await list(t.owner.token, '?sort=score&stage=invited');
    expect(scored(invited)).toEqual([['Ada Invited', null]]);
  });
});

describe('blind scoring and the score sort', () => {
  it('"after submitting": a team member sees and sorts by only the scores of candidates they submitted for', async () => {
    await setUp('after-submitting');
    const ada = await candidate('Ada');
    const grace = await candidate('Grace');
    // The recruiter scored both; the reviewer only Grace, and low.
    await scorecard(t.recruiter.id, ada, [5, 5]);
    await scorecard(t.recruiter.id, grace, [3, 3]);
    await scorecard(t.reviewer.id, grace, [1, 1]);

    const reviewer = await list(t.reviewer.token, '?sort=score');
    expect(reviewer.score_access).toBe('after-submitting');
    // Ada's 5 stays hidden from the reviewer: she sorts with the unscored, after Grace.
    expect(scored(reviewer)).toEqual([
      ['Grace', 2],
      ['Ada', null],
    ]);
    const byName = await list(t.reviewer.token, '?sort=name');
    expect(scored(byName)).toEqual([
      ['Ada', null],
      ['Grace', 2],
    ]);
    // A draft of their own does not open the others' scores.
    await scorecard(t.reviewer.id, ada, [1, 1], false);
    expect(scored(await list(t.reviewer.token, '?sort=score'))).toEqual([
      ['Grace', 2],
      ['Ada', null],
    ]);
    // The owner, who decides off the team, sees all.
    expect(scored(await list(t.owner.token, '?sort=score'))).toEqual([
      ['Ada', 5],
      ['Grace', 2],
    ]);
  });

  it('"never": a team member is refused the sort with 403 and gets no score; the owner off the team sorts', async () => {
    await setUp('never');
    const ada = await candidate('Ada');
    await scorecard(t.recruiter.id, ada, [5, 5]);
    await scorecard(t.reviewer.id, ada, [4, 4]);
    for (const token of [t.reviewer.token, t.recruiter.token]) {
      const refused = await call(
        app,
        'GET',
        `/api/recruiter/postings/${postingId}/candidates?sort=score`,
        {
          token,
        },
      );
      expect([refused.status, code(refused)]).toEqual([403, 'candidate.scores_hidden']);
      const page = await list(token);
      expect(page.score_access).toBe('none');
      expect(page.items.map((item) => item.score)).toEqual([null]);
    }
    expect(scored(await list(t.owner.token, '?sort=score'))).toEqual([['Ada', 4.5]]);
  });

  it('"always": a team member sees and sorts by every score', async () => {
    await setUp('always');
    const ada = await candidate('Ada');
    await candidate('Grace');
    await scorecard(t.recruiter.id, ada, [4, 4]);
    const page = await list(t.reviewer.token, '?sort=score');
    expect(page.score_access).toBe('all');
    expect(scored(page)[0]).toEqual(['Ada', 4]);
  });

  it('anonymised review: scores only beside "Candidate 3F2A" for the team, refused to a team member who sees names', async () => {
    await setUp('always', true);
    const ada = await candidate('Ada');
    await scorecard(t.reviewer.id, ada, [4, 4]);
    // The reviewer sees the candidate masked, so the score may show.
    const reviewer = await list(t.reviewer.token, '?sort=score');
    expect(reviewer.items.map((item) => [item.name.startsWith('Candidate '), item.score])).toEqual([
      [true, 4],
    ]);
    // The recruiter on the team sees names in this table: no scores here for them.
    const refused = await call(
      app,
      'GET',
      `/api/recruiter/postings/${postingId}/candidates?sort=score`,
      {
        token: t.recruiter.token,
      },
    );
    expect([refused.status, code(refused)]).toEqual([403, 'candidate.scores_hidden']);
    const recruiter = await list(t.recruiter.token);
    expect([recruiter.score_access, recruiter.items[0].name, recruiter.items[0].score]).toEqual([
      'none',
      'Ada',
      null,
    ]);
    // The owner off the team sees names and scores.
    expect(scored(await list(t.owner.token, '?sort=score'))).toEqual([['Ada', 4]]);
  });

  it('anonymised review: a reviewer sorting by name gets the order of the labels they see, not of the names behind them', async () => {
    await setUp('always', true);
    for (const name of ['Zoe', 'Ada', 'Mia', 'Bob', 'Kim', 'Eve']) await candidate(name);
    const labels = (await list(t.reviewer.token, '?sort=name')).items.map((item) => item.name);
    expect(labels.every((label) => label.startsWith('Candidate '))).toBe(true);
    expect(labels).toEqual([...labels].sort());
    // The owner, who sees names, gets them in order.
    expect((await list(t.owner.token, '?sort=name')).items.map((item) => item.name)).toEqual([
      'Ada',
      'Bob',
      'Eve',
      'Kim',
      'Mia',
      'Zoe',
    ]);
  });
});
