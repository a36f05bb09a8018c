import { beforeEach, describe, expect, it } from 'vitest';
import { call } from '../../../test/test-app';
import {
  app,
  bankQuestion,
  BASE,
  code,
  createPosting,
  data,
  field,
  libraryQuestion,
  moveTo,
  postingRow,
  question,
  rubric,
  setPlan,
  team,
  type Team,
} from './postings-test-kit';

let t: Team;
beforeEach(async () => {
  t = await team();
});

const put = (id: string, questions: unknown, token = t.owner.token) =>
  call(app, 'PUT', `${BASE}/${id}/plan`, { token, body: { questions } });

describe('the interview plan', () => {
  it('replaces the plan in order, keeping the ids of questions sent back', async () => {
    const scorecard = await rubric(t.organizationId);
    const { id } = await createPosting(t.owner.token, { rubric_id: scorecard.id });
    const first = await setPlan(t.owner.token, id, [
      question({ prompt: 'One', criterion_ids: [scorecard.criteria[2]] }),
      question({ prompt: 'Two', answer_type: 'audio', think_time_seconds: 0 }),
      question({ prompt: 'Three', answer_type: 'text', answer_time_seconds: 1800, takes: 1 }),
    ]);
    expect(first.questions.map((q) => [q.prompt, q.answer_type])).toEqual([
      ['One', 'video'],
      ['Two', 'audio'],
      ['Three', 'text'],
    ]);
    const [one, two, three] = first.questions;
    expect(one.criterion_ids).toEqual([scorecard.criteria[2]]);

    // Reordered, one edited, one removed, one new.
    const second = await setPlan(t.owner.token, id, [
      { ...three, prompt: 'Three, edited', criterion_ids: [scorecard.criteria[0]] },
      question({ prompt: 'Four' }),
      { ...one },
    ]);
    expect(second.questions.map((q) => q.prompt)).toEqual(['Three, edited', 'Four', 'One']);
    expect(second.questions[0].id).toBe(three.id);
    expect(second.questions[0].criterion_ids).toEqual([scorecard.criteria[0]]);
    expect(second.questions[2]).toEqual(one);
    expect(second.questions.map((q) => q.id)).not.toContain(two.id);

    // An empty plan is allowed for a draft.
    expect((await setPlan(t.owner.token, id, [])).questions).toEqual([]);
  });

  it('copies the prompt of a library or bank question', async () => {
    const mine = await libraryQuestion(t.organizationId, 'A library question?');
    const bank = await bankQuestion();
    const { id } = await createPosting(t.owner.token);
    const plan = await setPlan(t.owner.token, id, [
      question({ prompt: undefined, source_question_id: mine.id }),
      question({ prompt: undefined, source_question_id: bank.id }),
      question({ prompt: 'Reworded', source_question_id: mine.id }),
    ]);
    expect(plan.questions.map((q) => [q.prompt, q.source_question_id])).toEqual([
      ['A library question?', mine.id],
      [bank.prompt, bank.id],
      ['Reworded', mine.id],
    ]);
  });

  it("refuses another organization's question, naming questions.N.source_question_id", async () => {
    const theirs = await libraryQuestion(t.otherOrganizationId, 'Secret question');
    const { id } = await createPosting(t.owner.token);
    for (const source of [theirs.id, 'no-such-question']) {
      const res = await put(id, [
        question(),
        question({ prompt: undefined, source_question_id: source }),
      ]);
      expect(res.status).toBe(400);
      expect([code(res), field(res)]).toEqual([
        'validation.unknown_id',
        'questions.1.source_question_id',
      ]);
    }
    expect(
      JSON.stringify(data(await call(app, 'GET', `${BASE}/${id}`, { token: t.owner.token }))),
    ).not.toContain('Secret question');
  });

  it("refuses criteria outside the posting's rubric, naming questions.N.criterion_ids", async () => {
    const mine = await rubric(t.organizationId, 'Mine');
    const other = await rubric(t.organizationId, 'Other');
    const theirs = await rubric(t.otherOrganizationId, 'Theirs');
    const noRubric = await createPosting(t.owner.token);
    const withRubric = await createPosting(t.owner.token, { rubric_id: mine.id });
    const cases: [string, string][] = [
      [noRubric.id, mine.criteria[0]],
      [withRubric.id, other.criteria[0]],
      [withRubric.id, theirs.criteria[0]],
      [withRubric.id, 'not-an-id'],
    ];
    for (const [id, criterion] of cases) {
      const res = await put(id, [
        question({ criterion_ids: [mine.criteria[0]].filter(() => id === withRubric.id) }),
        question(),
        question({ criterion_ids: [criterion] }),
      ]);
      expect(res.status, criterion).toBe(400);
      expect([code(res), field(res)]).toEqual([
        'validation.unknown_id',
        'questions.2.criterion_ids',
      ]);
    }
    expect(
      data(await call(app, 'GET', `${BASE}/${withRubric.id}`, { token: t.owner.token })).questions,
    ).toEqual([]);
  });

  it.each(
    (
      [
        [{ think_time_seconds: -1 }, 'think_time_seconds', 'validation.too_small'],
        [{ think_time_seconds: 301 }, 'think_time_seconds', 'validation.too_big'],
        [{ takes: 0 }, 'takes', 'validation.too_small'],
        [{ takes: 6 }, 'takes', 'validation.too_big'],
        [{ answer_time_seconds: 29 }, 'answer_time_seconds', 'validation.too_small'],
        [{ answer_time_seconds: 601 }, 'answer_time_seconds', 'validation.too_big'],
        [
          { answer_type: 'text', answer_time_seconds: 59 },
          'answer_time_seconds',
          'validation.too_small',
        ],
        [
          { answer_type: 'text', answer_time_seconds: 1801 },
          'answer_time_seconds',
          'validation.too_big',
        ],
        [{ answer_type: 'hologram' }, 'answer_type', 'validation.invalid_option'],
        [{ prompt: '  ' }, 'prompt', 'validation.required'],
        [{ prompt: undefined }, 'prompt', 'validation.required'],
        [
          { prompt: 'x'.repeat(1001) },
          'prompt',
          'validation.too_long',
          'a prompt of 1001 characters',
        ],
        [{ id: 'not-in-this-plan' }, 'id', 'validation.unknown_id'],
        [{ extra: 1 }, '', 'validation.unknown_field'],
      ] as [Record<string, unknown>, string, string, string?][]
    ).map(([input, name, expected, label]) => ({
      input,
      name,
      expected,
      label: label ?? JSON.stringify(input),
    })),
  )(
    'refuses a question with $label, naming questions.1.$name',
    async ({ input: change, name, expected }) => {
      const { id } = await createPosting(t.owner.token);
      const res = await put(id, [question(), question(change)]);
      expect(res.status).toBe(400);
      expect(code(res)).toBe(expected);
      expect(field(res)).toBe(name ? `questions.1.${name}` : 'questions.1');
    },
  );

  it('allows text answers longer than spoken ones', async () => {
    const { id } = await createPosting(t.owner.token);
    expect(
      (await put(id, [question({ answer_type: 'text', answer_time_seconds: 1800 })])).status,
    ).toBe(200);
    expect(
      (await put(id, [question({ answer_type: 'audio', answer_time_seconds: 30 })])).status,
    ).toBe(200);
  });

  it('takes at most 20 questions, and the same kept id only once', async () => {
    const { id } = await createPosting(t.owner.token);
    const tooMany = await put(
      id,
      Array.from({ length: 21 }, () => question()),
    );
    expect([tooMany.status, code(tooMany), field(tooMany)]).toEqual([
      400,
      'validation.too_many',
      'questions',
    ]);
    expect(
      (
        await put(
          id,
          Array.from({ length: 20 }, () => question()),
        )
      ).status,
    ).toBe(200);
    const plan = await setPlan(t.owner.token, id, [question()]);
    const twice = await put(id, [plan.questions[0], plan.questions[0]]);
    expect([twice.status, field(twice)]).toEqual([400, 'questions.1.id']);
  });

  it("is locked while the posting is open, and changes again once it's closed", async () => {
    const { id } = await createPosting(t.owner.token);
    await setPlan(t.owner.token, id, [question()]);
    await moveTo(t.owner.token, id, 'open');
    const before = await postingRow(id);
    const locked = await put(id, [question({ prompt: 'New' })]);
    expect([locked.status, code(locked), field(locked)]).toEqual([
      409,
      'posting.plan_locked',
      'questions',
    ]);
    expect(await postingRow(id)).toEqual(before);
    await moveTo(t.owner.token, id, 'closed');
    expect(
      (await setPlan(t.owner.token, id, [question({ prompt: 'New' })])).questions[0].prompt,
    ).toBe('New');
  });
});
