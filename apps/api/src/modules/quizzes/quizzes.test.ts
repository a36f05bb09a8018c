import { successEnvelope } from '@rehearse/contracts/envelope';
import type { ChoiceQuestionSeed } from '@rehearse/contracts/question-bank';
import {
  attemptPageSchema,
  attemptSchema,
  quizOverviewSchema,
  type Attempt,
} from '@rehearse/contracts/quizzes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, signUpAndIn, useTestApp } from '../../../test/test-app';
import { questionBank } from '../../db/seed/data/question-bank.data';
import { reviewItems, skillRatings } from '../../db/schema/quizzes';
import { answerKeysIn } from '../../../test/answer-keys';

const { app, db } = await useTestApp();
const attemptEnvelope = successEnvelope(attemptSchema);

const bank = new Map(
  questionBank.filter((q): q is ChoiceQuestionSeed => q.kind !== 'open').map((q) => [q.id, q]),
);
const right = (questionId: string) =>
  bank
    .get(questionId)!
    .options.filter((o) => o.correct)
    .map((o) => o.id);
const wrong = (questionId: string) => [bank.get(questionId)!.options.find((o) => !o.correct)!.id];

type Caller = { token: string };
async function api(who: Caller, method: string, path: string, body?: unknown) {
  return call(app, method, path, { token: who.token, body });
}
async function attempt(who: Caller, method: string, path: string, body?: unknown, status = 200) {
  const res = await api(who, method, path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return attemptEnvelope.parse(res.body).data;
}
const start = (who: Caller, body: object) => attempt(who, 'POST', '/api/quizzes', body, 201);
const answer = (who: Caller, a: Attempt, position: number, selected: string[], status = 200) =>
  attempt(who, 'POST', `/api/quizzes/${a.id}/questions/${position}/answer`, { selected }, status);
const questionAt = (a: Attempt, position: number) =>
  a.questions.find((q) => q.position === position)!.question.id;

afterEach(() => {
  vi.useRealTimers();
});

describe('practice quiz', () => {
  it('shows one question at a time and reveals the key only once it is answered', async () => {
    const me = await signUpAndIn(app);
    const quiz = await start(me, { skills: ['react'], length: 5, difficulty: 2, mode: 'practice' });
    expect(quiz).toMatchObject({ mode: 'practice', status: 'in-progress', length: 5 });
    expect(quiz.questions).toHaveLength(1);
    expect(quiz.questions[0]!.grading).toBeNull();
    // Nothing in the answer tells which option is right before answering.
    expect(answerKeysIn(quiz)).toEqual([]);
    expect(quiz.questions[0]!.question.difficulty).toBe(2);
    expect(quiz.questions[0]!.question.skills).toContain('react');

    const id = questionAt(quiz, 0);
    const graded = await answer(me, quiz, 0, right(id));
    const first = graded.questions[0]!;
    expect(first.grading).toMatchObject({
      correct: true,
      late: false,
      correctOptionIds: right(id),
    });
    expect(first.grading!.options.every((o) => o.explanation.length > 0)).toBe(true);
    expect(first.grading!.ratingChange.react).toBeGreaterThan(0);
    // The next question is not shown (nor its clock started) until asked for.
    expect(graded.questions).toHaveLength(1);

    const next = await attempt(me, 'POST', `/api/quizzes/${quiz.id}/next`);
    expect(next.questions).toHaveLength(2);
    expect(next.questions[1]!.grading).toBeNull();
    expect(answerKeysIn(next.questions[1])).toEqual([]);
    // Asking again while a question is open changes nothing.
    const again = await attempt(me, 'POST', `/api/quizzes/${quiz.id}/next`);
    expect(again.questions.map((q) => q.question.id)).toEqual(
      next.questions.map((q) => q.question.id),
    );
  });

  it('refuses a second answer, an unknown option, and a question not shown yet', async () => {
    const me = await signUpAndIn(app);
    const quiz = await start(me, { skills: ['sql'], length: 5, difficulty: 3, mode: 'practice' });
    const id = questionAt(quiz, 0);
    const bad = await api(me, 'POST', `/api/quizzes/${quiz.id}/questions/0/answer`, {
      selected: ['z'],
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { message: expect.stringContaining('selected') } });

    await answer(me, quiz, 0, wrong(id));
    const twice = await api(me, 'POST', `/api/quizzes/${quiz.id}/questions/0/answer`, {
      selected: right(id),
    });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({
      success: false,
      error: { message: 'You already answered this question' },
    });
    // Nothing changed: still graded wrong.
    const state = await attempt(me, 'GET', `/api/quizzes/${quiz.id}`);
    expect(state.questions[0]!.grading?.correct).toBe(false);

    const unshown = await api(me, 'POST', `/api/quizzes/${quiz.id}/questions/1/answer`, {
      selected: ['a'],
    });
    expect(unshown.status).toBe(409);
    expect(unshown.body).toMatchObject({
      error: { message: 'This question has not been shown yet' },
    });
    const nowhere = await api(me, 'POST', `/api/quizzes/${quiz.id}/questions/9/answer`, {
      selected: ['a'],
    });
    expect(nowhere.status).toBe(404);
  });

  it('completes after the last answer with a score, a per-skill breakdown and times', async () => {
    const me = await signUpAndIn(app);
    let quiz = await start(me, {
      skills: ['git', 'sql'],
      length: 5,
      difficulty: 'adaptive',
      mode: 'practice',
    });
    const given: boolean[] = [true, false, true, true, false];
    for (let position = 0; position < 5; position++) {
      if (position > 0) quiz = await attempt(me, 'POST', `/api/quizzes/${quiz.id}/next`);
      const id = questionAt(quiz, position);
      quiz = await answer(me, quiz, position, given[position] ? right(id) : wrong(id));
    }
    expect(quiz.status).toBe('completed');
    expect(quiz.results).toMatchObject({ correct: 3, total: 5, score: 60, late: 0, unanswered: 0 });
    expect(quiz.results!.bySkill.reduce((n, s) => n + s.total, 0)).toBe(5);
    expect(new Set(quiz.questions.map((q) => q.skill))).toEqual(new Set(['git', 'sql']));
    expect(quiz.questions.every((q) => q.timeSpentMs !== null)).toBe(true);
    const after = await api(me, 'POST', `/api/quizzes/${quiz.id}/questions/0/answer`, {
      selected: ['a'],
    });
    expect(after.status).toBe(409);
    const list = successEnvelope(attemptPageSchema).parse(
      (await api(me, 'GET', '/api/quizzes')).body,
    ).data;
    expect(list.items[0]).toMatchObject({
      id: quiz.id,
      status: 'completed',
      score: 60,
      answered: 5,
    });
  });

  it('marks an answer given after the question’s time as late: explained, never counted', async () => {
    const me = await signUpAndIn(app);
    const quiz = await start(me, { skills: ['git'], length: 5, difficulty: 1, mode: 'practice' });
    const first = quiz.questions[0]!;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.parse(first.dueAt!) + 60_000));
    const graded = await answer(me, quiz, 0, right(first.question.id));
    expect(graded.questions[0]!.grading).toMatchObject({ correct: true, late: true });
    expect(graded.questions[0]!.grading!.ratingChange.git).toBeLessThan(0);
    const done = await attempt(me, 'POST', `/api/quizzes/${quiz.id}/submit`);
    expect(done.results).toMatchObject({ correct: 0, total: 1, late: 1, score: 0 });
  });
});

describe('adaptive quiz', () => {
  const setRating = (userId: string, rating: number) =>
    db
      .insert(skillRatings)
      .values({ userId, skill: 'react', rating, answered: 30 })
      .onConflictDoUpdate({ target: [skillRatings.userId, skillRatings.skill], set: { rating } });

  it('says a skill with no answers is not rated yet, and asks it at the start level', async () => {
    const me = await signUpAndIn(app);
    const overview = async () =>
      successEnvelope(quizOverviewSchema).parse(
        (await api(me, 'GET', '/api/quizzes/overview')).body,
      ).data.skills;
    expect((await overview()).find((s) => s.skill === 'git')).toMatchObject({
      rating: null,
      level: 3,
      answered: 0,
    });
    const quiz = await start(me, {
      skills: ['git'],
      length: 5,
      difficulty: 'adaptive',
      mode: 'practice',
    });
    expect(quiz.questions[0]!.question.difficulty).toBe(3);
    await answer(me, quiz, 0, right(questionAt(quiz, 0)));
    expect((await overview()).find((s) => s.skill === 'git')).toMatchObject({
      rating: 1024,
      level: 3,
      answered: 1,
    });
  });

  it('starts each quiz at the level the rating has reached', async () => {
    const me = await signUpAndIn(app);
    await setRating(me.user.id, 1400);
    let quiz = await start(me, {
      skills: ['react'],
      length: 5,
      difficulty: 'adaptive',
      mode: 'practice',
    });
    expect(quiz.questions[0]!.question.difficulty).toBe(5);
    quiz = await answer(me, quiz, 0, wrong(questionAt(quiz, 0)));
    // The miss moved the rating down (1400 -> 1388, still level 5)...
    expect(quiz.questions[0]!.grading!.ratingChange.react).toBe(-12);
    // ...but within the quiz only a streak of three moves the difficulty, so one miss keeps it.
    await setRating(me.user.id, 610);
    quiz = await attempt(me, 'POST', `/api/quizzes/${quiz.id}/next`);
    expect(quiz.questions[1]!.question.difficulty).toBe(5);
    // A rating that fell to level 1 starts the next quiz with an easy question.
    const next = await start(me, {
      skills: ['react'],
      length: 5,
      difficulty: 'adaptive',
      mode: 'practice',
    });
    expect(next.questions[0]!.question.difficulty).toBe(1);
    const overview = successEnvelope(quizOverviewSchema).parse(
      (await api(me, 'GET', '/api/quizzes/overview')).body,
    ).data;
    expect(overview.skills.find((s) => s.skill === 'react')).toMatchObject({
      rating: 610,
      level: 1,
    });
  });
});

describe('adaptive practice quiz: a streak of three moves the difficulty', () => {
  // Plays an adaptive practice quiz over the given skills, answering by `plan` (true = right),
  // and returns every question it asked.
  async function play(who: Caller, skills: string[], plan: boolean[]) {
    const length = [5, 10, 20].find((n) => n >= plan.length);
    let quiz = await start(who, { skills, length, difficulty: 'adaptive', mode: 'practice' });
    for (let position = 0; position < plan.length; position++) {
      if (position > 0) quiz = await attempt(who, 'POST', `/api/quizzes/${quiz.id}/next`);
      const id = questionAt(quiz, position);
      quiz = await answer(who, quiz, position, plan[position] ? right(id) : wrong(id));
    }
    return quiz;
  }
  const difficulties = (quiz: Attempt) => quiz.questions.map((q) => q.question.difficulty);

  it('asks an easier question after three wrong answers in a row', async () => {
    const me = await signUpAndIn(app);
    const quiz = await play(me, ['javascript'], [false, false, false, false, false, false, false]);
    // Unrated starts at level 3; each run of three misses steps one down.
    expect(difficulties(quiz)).toEqual([3, 3, 3, 2, 2, 2, 1]);
  });

  it('asks a harder question after three right answers in a row, never above 5', async () => {
    const me = await signUpAndIn(app);
    const quiz = await play(me, ['javascript'], [true, true, true, true, true, true, true]);
    expect(difficulties(quiz)).toEqual([3, 3, 3, 4, 4, 4, 5]);

    const top = await signUpAndIn(app);
    await db
      .insert(skillRatings)
      .values({ userId: top.user.id, skill: 'sql', rating: 1400, answered: 30 });
    const capped = await play(top, ['sql'], [true, true, true, true]);
    expect(difficulties(capped)).toEqual([5, 5, 5, 5]);
  });

  it('keeps the difficulty when the answers are mixed', async () => {
    const me = await signUpAndIn(app);
    const quiz = await play(me, ['git'], [true, true, false, true, true, false]);
    expect(difficulties(quiz)).toEqual([3, 3, 3, 3, 3, 3]);
  });

  it('asks only questions of the chosen skills, even where the pool runs thin', async () => {
    const me = await signUpAndIn(app);
    // Twenty misses walk the quiz down to difficulty 1, where JavaScript has few questions.
    const quiz = await play(me, ['javascript'], Array<boolean>(20).fill(false));
    expect(quiz.questions).toHaveLength(20);
    for (const q of quiz.questions) expect(q.question.skills).toEqual(['javascript']);
    // No other skill's rating moved.
    const overview = successEnvelope(quizOverviewSchema).parse(
      (await api(me, 'GET', '/api/quizzes/overview')).body,
    ).data;
    expect(overview.skills.filter((s) => s.answered > 0).map((s) => s.skill)).toEqual([
      'javascript',
    ]);

    // A drawn quiz too: difficulty 3 holds JavaScript questions that are also Testing ones.
    const exam = await start(me, {
      skills: ['javascript'],
      length: 20,
      difficulty: 3,
      mode: 'exam',
    });
    expect(exam.questions).toHaveLength(20);
    for (const q of exam.questions) expect(q.question.skills).toEqual(['javascript']);
  });
});

describe('exam quiz', () => {
  it('shows every question, keeps answers without grading, and grades on submission', async () => {
    const me = await signUpAndIn(app);
    const exam = await start(me, {
      skills: ['javascript'],
      length: 5,
      difficulty: 3,
      mode: 'exam',
    });
    expect(exam.questions).toHaveLength(5);
    const guides = exam.questions.reduce((s, q) => s + q.question.timeGuideSeconds, 0);
    expect(Date.parse(exam.deadlineAt!) - Date.parse(exam.startedAt)).toBe(guides * 1000);

    // Every answer along the way comes back without grading.
    const seen: unknown[] = [];
    for (const q of exam.questions) {
      const correct = q.position < 3;
      seen.push(
        await answer(me, exam, q.position, correct ? right(q.question.id) : wrong(q.question.id)),
      );
    }
    // Answers may change until submission; still nothing is graded or revealed.
    const first = exam.questions[0]!.question.id;
    seen.push(await answer(me, exam, 0, wrong(first)));
    seen.push(await answer(me, exam, 0, right(first)));
    const state = await attempt(me, 'POST', `/api/quizzes/${exam.id}/questions/4/flag`, {
      flagged: true,
    });
    expect(answerKeysIn(seen)).toEqual([]);
    expect(state.questions[4]!.flagged).toBe(true);
    expect(answerKeysIn(state)).toEqual([]);
    expect(answerKeysIn(await attempt(me, 'GET', `/api/quizzes/${exam.id}`))).toEqual([]);

    const done = await attempt(me, 'POST', `/api/quizzes/${exam.id}/submit`);
    expect(done.status).toBe('completed');
    expect(done.results).toMatchObject({ correct: 3, total: 5, score: 60 });
    expect(done.questions.every((q) => q.grading !== null)).toBe(true);
    expect(done.questions[0]!.selected).toEqual(right(first));

    const again = await api(me, 'POST', `/api/quizzes/${exam.id}/submit`);
    expect(again.status).toBe(409);
    const late = await api(me, 'POST', `/api/quizzes/${exam.id}/questions/1/answer`, {
      selected: ['a'],
    });
    expect(late.status).toBe(409);
  });

  it('keeps an answer sent after the deadline as late, and a read after it submits the exam', async () => {
    const me = await signUpAndIn(app);
    const exam = await start(me, { skills: ['cloud'], length: 5, difficulty: 2, mode: 'exam' });
    const first = exam.questions[0]!.question.id;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.parse(exam.deadlineAt!) + 10_000));
    const late = await answer(me, exam, 0, right(first));
    expect(late.status).toBe('in-progress');
    const read = await attempt(me, 'GET', `/api/quizzes/${exam.id}`);
    expect(read.status).toBe('completed');
    expect(read.questions[0]!.grading).toMatchObject({ correct: true, late: true });
    expect(read.results).toMatchObject({ correct: 0, total: 5, late: 1, unanswered: 4, score: 0 });
  });
});

describe('bad input', () => {
  it('rejects unknown skills, impossible lengths and difficulties with a 400 naming the field', async () => {
    const me = await signUpAndIn(app);
    for (const [body, field] of [
      [{ skills: ['cobol'], length: 5, difficulty: 3, mode: 'practice' }, 'skills'],
      [{ skills: [], length: 5, difficulty: 3, mode: 'practice' }, 'skills'],
      [{ skills: ['git', 'git'], length: 5, difficulty: 3, mode: 'practice' }, 'skills'],
      [{ skills: ['git'], length: 7, difficulty: 3, mode: 'practice' }, 'length'],
      [{ skills: ['git'], length: 5, difficulty: 6, mode: 'practice' }, 'difficulty'],
      [{ skills: ['git'], length: 5, difficulty: 3, mode: 'race' }, 'mode'],
    ] as const) {
      const res = await api(me, 'POST', '/api/quizzes', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({
        success: false,
        error: { message: expect.stringContaining(field) },
      });
    }
    const list = successEnvelope(attemptPageSchema).parse(
      (await api(me, 'GET', '/api/quizzes')).body,
    );
    expect(list.data.total).toBe(0);
  });

  it("answers another user's attempt as not found and changes nothing", async () => {
    const owner = await signUpAndIn(app);
    const other = await signUpAndIn(app);
    const quiz = await start(owner, { skills: ['python'], length: 5, difficulty: 3, mode: 'exam' });
    for (const [method, path, body] of [
      ['GET', `/api/quizzes/${quiz.id}`, undefined],
      ['POST', `/api/quizzes/${quiz.id}/questions/0/answer`, { selected: ['a'] }],
      ['POST', `/api/quizzes/${quiz.id}/questions/0/flag`, { flagged: true }],
      ['POST', `/api/quizzes/${quiz.id}/submit`, undefined],
      ['GET', '/api/quizzes/not-a-uuid', undefined],
    ] as const) {
      const res = await api(other, method, path, body);
      expect(res.status, path).toBe(404);
    }
    const mine = await attempt(owner, 'GET', `/api/quizzes/${quiz.id}`);
    expect(mine.status).toBe('in-progress');
    expect(mine.questions.every((q) => q.selected === null && !q.flagged)).toBe(true);
  });
});

describe('review queue, Daily 5 and bookmarks', () => {
  it('queues missed questions for "Retake what I missed" and says when nothing is due', async () => {
    const me = await signUpAndIn(app);
    const empty = await api(me, 'POST', '/api/quizzes/review', {});
    expect(empty.status).toBe(409);
    expect(empty.body).toMatchObject({
      error: { message: 'Nothing to review: no missed questions are due' },
    });

    const exam = await start(me, { skills: ['testing'], length: 5, difficulty: 3, mode: 'exam' });
    const missed = exam.questions.slice(0, 2).map((q) => q.question.id);
    for (const q of exam.questions) {
      await answer(
        me,
        exam,
        q.position,
        q.position < 2 ? wrong(q.question.id) : right(q.question.id),
      );
    }
    await attempt(me, 'POST', `/api/quizzes/${exam.id}/submit`);
    const overview = successEnvelope(quizOverviewSchema).parse(
      (await api(me, 'GET', '/api/quizzes/overview')).body,
    ).data;
    expect(overview.reviewDue).toBe(2);
    expect(overview.skills.find((s) => s.skill === 'testing')).toMatchObject({ answered: 5 });
    expect(overview.recent[0]).toMatchObject({ id: exam.id, score: 60 });

    const review = await attempt(me, 'POST', '/api/quizzes/review', { mode: 'exam' }, 201);
    expect(review.source).toBe('review');
    expect(review.questions.map((q) => q.question.id).sort()).toEqual([...missed].sort());
    for (const q of review.questions) await answer(me, review, q.position, right(q.question.id));
    await attempt(me, 'POST', `/api/quizzes/${review.id}/submit`);
    // Answered right, the questions move out to their next interval: nothing is due now.
    const emptied = await api(me, 'POST', '/api/quizzes/review');
    expect(emptied.status).toBe(409);
  });

  it('starts one Daily 5 a day and answers the same attempt when asked again', async () => {
    const me = await signUpAndIn(app);
    const first = await attempt(me, 'POST', '/api/quizzes/daily', undefined, 201);
    expect(first).toMatchObject({ source: 'daily', mode: 'practice', length: 5 });
    const second = await attempt(me, 'POST', '/api/quizzes/daily', undefined, 200);
    expect(second.id).toBe(first.id);
    const overview = successEnvelope(quizOverviewSchema).parse(
      (await api(me, 'GET', '/api/quizzes/overview')).body,
    ).data;
    expect(overview.daily).toMatchObject({ attemptId: first.id, status: 'in-progress' });
  });

  it('draws the Daily 5 from the target skills of the profile, review questions included', async () => {
    const me = await signUpAndIn(app);
    const profile = await api(me, 'PATCH', '/api/workspace/profile', {
      headline: '',
      targetRoles: [],
      targetSkills: ['git'],
      weeklyGoal: 5,
    });
    expect(profile.status).toBe(200);
    // A weak skill and a due missed question outside the targets.
    await db
      .insert(skillRatings)
      .values({ userId: me.user.id, skill: 'javascript', rating: 700, answered: 20 });
    await db.insert(reviewItems).values({
      userId: me.user.id,
      questionId: 'js-falsy-values',
      dueAt: new Date(Date.now() - 60_000),
    });
    const daily = await attempt(me, 'POST', '/api/quizzes/daily', undefined, 201);
    expect(daily.length).toBe(5);
    for (const q of daily.questions) expect(q.question.skills).toEqual(['git']);

    // Without target skills, the Daily 5 starts with the due review question, as before.
    const other = await signUpAndIn(app);
    await db.insert(reviewItems).values({
      userId: other.user.id,
      questionId: 'js-falsy-values',
      dueAt: new Date(Date.now() - 60_000),
    });
    const open = await attempt(other, 'POST', '/api/quizzes/daily', undefined, 201);
    expect(open.questions[0]!.question.id).toBe('js-falsy-values');
  });

  it('bookmarks questions, lists them without answers, and quizzes over them', async () => {
    const me = await signUpAndIn(app);
    const id = [...bank.keys()][0]!;
    const unknown = await api(me, 'PUT', '/api/quizzes/bookmarks/no-such-question');
    expect(unknown.status).toBe(404);
    // A question template (decision 034) is asked only filled, in mock interviews.
    expect((await api(me, 'PUT', '/api/quizzes/bookmarks/tpl-domain-difference')).status).toBe(404);
    expect((await api(me, 'PUT', `/api/quizzes/bookmarks/${id}`)).status).toBe(200);
    expect((await api(me, 'PUT', `/api/quizzes/bookmarks/${id}`)).status).toBe(200);
    const list = await api(me, 'GET', '/api/quizzes/bookmarks');
    expect(list.body).toMatchObject({ data: [{ question: { id } }] });
    expect(answerKeysIn(list.body)).toEqual([]);

    const quiz = await attempt(me, 'POST', '/api/quizzes/from-bookmarks', {}, 201);
    expect(quiz.questions.map((q) => q.question.id)).toEqual([id]);
    expect(quiz.questions[0]!.bookmarked).toBe(true);

    expect((await api(me, 'DELETE', `/api/quizzes/bookmarks/${id}`)).status).toBe(200);
    expect((await api(me, 'DELETE', `/api/quizzes/bookmarks/${id}`)).status).toBe(404);
    expect((await api(me, 'POST', '/api/quizzes/from-bookmarks')).status).toBe(409);
  });
});

describe('documentation', () => {
  it('documents every quiz and question-pool call', async () => {
    const doc = (await call(app, 'GET', '/api/openapi.json')).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const calls = [
      ['/api/quizzes', 'get'],
      ['/api/quizzes', 'post'],
      ['/api/quizzes/overview', 'get'],
      ['/api/quizzes/daily', 'post'],
      ['/api/quizzes/review', 'post'],
      ['/api/quizzes/from-bookmarks', 'post'],
      ['/api/quizzes/bookmarks', 'get'],
      ['/api/quizzes/bookmarks/{questionId}', 'put'],
      ['/api/quizzes/bookmarks/{questionId}', 'delete'],
      ['/api/quizzes/{id}', 'get'],
      ['/api/quizzes/{id}/next', 'post'],
      ['/api/quizzes/{id}/questions/{position}/answer', 'post'],
      ['/api/quizzes/{id}/questions/{position}/flag', 'post'],
      ['/api/quizzes/{id}/submit', 'post'],
      ['/api/question-pool/init', 'post'],
      ['/api/question-pool/questions', 'get'],
      ['/api/question-pool/skills', 'get'],
    ];
    for (const [path, method] of calls) {
      expect(doc.paths[path!]?.[method!], `${method} ${path}`).toBeDefined();
    }
  });
});
