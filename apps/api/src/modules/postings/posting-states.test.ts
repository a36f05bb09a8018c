import { beforeEach, describe, expect, it } from 'vitest';
import { POSTING_STATES, type PostingState } from '@rehearse/contracts/postings';
import { call } from '../../../test/test-app';
import {
  app,
  BASE,
  code,
  createPosting,
  data,
  field,
  moveTo,
  postingIn,
  postingRow,
  team,
  type Team,
} from './postings-test-kit';

let t: Team;
beforeEach(async () => {
  t = await team();
});

const ALLOWED: [PostingState, PostingState][] = [
  ['draft', 'open'],
  ['open', 'closed'],
  ['closed', 'open'],
  ['closed', 'archived'],
  ['archived', 'draft'],
];

describe('posting states', () => {
  it('allows exactly draft→open→closed→archived, closed→open and archived→draft', async () => {
    for (const from of POSTING_STATES) {
      for (const to of POSTING_STATES) {
        const posting = await postingIn(t.owner.token, from);
        const before = await postingRow(posting.id);
        const res = await moveTo(t.recruiter.token, posting.id, to);
        if (ALLOWED.some(([a, b]) => a === from && b === to)) {
          expect(res.status, `${from}→${to}`).toBe(200);
          expect(data(res).state).toBe(to);
          expect((await postingRow(posting.id)).state).toBe(to);
        } else {
          expect(res.status, `${from}→${to}`).toBe(409);
          expect(code(res)).toBe('posting.invalid_transition');
          expect((res.body as { error: { params: unknown } }).error.params).toEqual({ from, to });
          expect(await postingRow(posting.id)).toEqual(before);
        }
      }
    }
  }, 120_000);

  it('keeps when it opened, closed and was archived', async () => {
    const posting = await postingIn(t.owner.token, 'draft');
    const opened = data(await moveTo(t.owner.token, posting.id, 'open'));
    expect(opened.opened_at).not.toBeNull();
    const closed = data(await moveTo(t.owner.token, posting.id, 'closed'));
    expect(closed.closed_at).not.toBeNull();
    const archived = data(await moveTo(t.owner.token, posting.id, 'archived'));
    expect(archived.archived_at).not.toBeNull();
    const draft = data(await moveTo(t.owner.token, posting.id, 'draft'));
    expect(draft.archived_at).toBeNull();
  });

  it('opens only with at least one question', async () => {
    const posting = await createPosting(t.owner.token);
    const res = await moveTo(t.owner.token, posting.id, 'open');
    expect([res.status, code(res), field(res)]).toEqual([409, 'posting.no_questions', 'questions']);
    expect((await postingRow(posting.id)).state).toBe('draft');
    // A closed posting whose plan was emptied does not reopen either.
    const closed = await postingIn(t.owner.token, 'closed');
    await call(app, 'PUT', `${BASE}/${closed.id}/plan`, {
      token: t.owner.token,
      body: { questions: [] },
    });
    const reopen = await moveTo(t.owner.token, closed.id, 'open');
    expect(code(reopen)).toBe('posting.no_questions');
  });

  it('refuses an unknown state, naming the field', async () => {
    const posting = await createPosting(t.owner.token);
    const res = await moveTo(t.owner.token, posting.id, 'published');
    expect([res.status, code(res), field(res)]).toEqual([
      400,
      'validation.invalid_option',
      'state',
    ]);
  });

  it('lets only one of two changes from the same state succeed', async () => {
    for (let round = 0; round < 3; round++) {
      const posting = await postingIn(t.owner.token, 'closed');
      const results = await Promise.all([
        moveTo(t.owner.token, posting.id, 'open'),
        moveTo(t.recruiter.token, posting.id, 'archived'),
      ]);
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 409]);
      const loser = results.find((r) => r.status === 409)!;
      expect(code(loser)).toBe('posting.invalid_transition');
      const winner = data(results.find((r) => r.status === 200)!);
      expect((await postingRow(posting.id)).state).toBe(winner.state);
    }
    // The same change twice at once: one succeeds, the other finds it already done.
    const posting = await postingIn(t.owner.token, 'draft');
    const twice = await Promise.all([
      moveTo(t.owner.token, posting.id, 'open'),
      moveTo(t.recruiter.token, posting.id, 'open'),
    ]);
    expect(twice.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});
