import { describe, expect, it } from 'vitest';
import { call, signUpAndIn } from '../../../test/test-app';
import { creditLedger } from '../../db/schema/billing';
import { app, db, summary } from './billing-test-kit';

// A candidate's practice is never limited by billing (decision 055): on the free plan, with no
// credit at all, practice questions, quizzes and mock interviews work as before and spend
// nothing.

describe('practice on the free plan', () => {
  it('answers practice questions, takes quizzes and mock interviews with a zero balance', async () => {
    const me = await signUpAndIn(app);
    expect(await summary(me.token)).toMatchObject({
      plan: 'candidate-free',
      balance: 0,
      reserved: 0,
      monthly_allowance: 0,
    });
    const practised = await call(
      app,
      'POST',
      '/api/practice/questions/beh-failure-mistake-at-work/attempts',
      {
        token: me.token,
        body: {
          mode: 'text',
          transcript:
            'I once shipped a migration that locked a table. I owned it, rolled it back, and added a check to CI so it cannot happen again.',
        },
      },
    );
    expect(practised.status, JSON.stringify(practised.body)).toBe(201);
    const quiz = await call(app, 'POST', '/api/quizzes', {
      token: me.token,
      body: { skills: ['react'], length: 5, difficulty: 2, mode: 'practice' },
    });
    expect(quiz.status, JSON.stringify(quiz.body)).toBe(201);
    const mock = await call(app, 'POST', '/api/mock-interviews', {
      token: me.token,
      body: {
        role: 'backend',
        questionCount: 3,
        mix: { behavioural: 1, technical: 1, roleSpecific: 1 },
        thinkSeconds: 5,
        answerSeconds: 60,
        takes: 2,
      },
    });
    expect(mock.status, JSON.stringify(mock.body)).toBe(201);
    const id = (mock.body as { data: { id: string } }).data.id;
    const started = await call(app, 'POST', `/api/mock-interviews/${id}/start`, {
      token: me.token,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    // Nothing was spent, nothing reserved.
    expect(await summary(me.token)).toMatchObject({ balance: 0, reserved: 0 });
    expect(await db.select().from(creditLedger)).toEqual([]);
  });
});
