import {
  questionPoolPageSchema,
  questionPoolStatusSchema,
  skillCountSchema,
} from '@rehearse/contracts/question-pool';
import { successEnvelope } from '@rehearse/contracts/envelope';
import { SKILLS } from '@rehearse/contracts/question-bank';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, signUpAndIn, useTestApp } from '../../../test/test-app';
import { questionBank } from '../../db/seed/data/question-bank.data';
import { answerKeysIn } from '../../../test/answer-keys';

const { app } = await useTestApp();
const statusEnvelope = successEnvelope(questionPoolStatusSchema);
const pageEnvelope = successEnvelope(questionPoolPageSchema);

describe('question-pool/init', () => {
  it('needs a signed-in caller and answers the product error envelope', async () => {
    const res = await call(app, 'POST', '/api/question-pool/init');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, error: { code: expect.any(String) } });
  });

  it('warms the pool with the shipped bank once; a second call reports it was already warm', async () => {
    const { token } = await signUpAndIn(app);
    const first = await call(app, 'POST', '/api/question-pool/init', { token });
    expect(first.status).toBe(200);
    const warmed = statusEnvelope.parse(first.body).data;
    expect(warmed).toMatchObject({ ready: true, questions: questionBank.length });
    expect(Number.isNaN(Date.parse(warmed.warmedAt))).toBe(false);

    const { token: other } = await signUpAndIn(app);
    const second = statusEnvelope.parse(
      (await call(app, 'POST', '/api/question-pool/init', { token: other })).body,
    ).data;
    expect(second).toEqual({ ...warmed, alreadyWarm: true });
  });
});

describe('question-pool/questions', () => {
  const list = async (token: string, query: string) => {
    const res = await call(app, 'GET', `/api/question-pool/questions?${query}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return pageEnvelope.parse(res.body).data;
  };

  it('filters by skill, difficulty, kind, competency, role and text, and pages', async () => {
    const { token } = await signUpAndIn(app);
    const react = await list(token, 'skill=react&limit=100');
    expect(react.total).toBe(
      questionBank.filter((q) => q.skills.includes('react' as never)).length,
    );
    expect(react.items.every((q) => q.skills.includes('react'))).toBe(true);

    const hardSql = await list(token, 'skill=sql&difficulty=4,5&kind=single,multiple,true-false');
    expect(hardSql.total).toBeGreaterThan(0);
    expect(hardSql.items.every((q) => q.skills.includes('sql') && q.difficulty >= 4)).toBe(true);

    const teamwork = await list(token, 'kind=open&competency=teamwork');
    expect(teamwork.total).toBe(
      questionBank.filter((q) => q.kind === 'open' && q.competency === 'teamwork').length,
    );
    const designers = await list(token, 'role=designer&kind=open');
    expect(designers.total).toBeGreaterThan(0);
    expect(designers.items.every((q) => q.roles.includes('designer'))).toBe(true);

    const text = await list(token, 'q=CLOSURE');
    expect(text.total).toBe(
      questionBank.filter((q) => q.prompt.toLowerCase().includes('closure')).length,
    );

    const page2 = await list(token, 'skill=react&limit=5&offset=5');
    expect(page2.items.map((q) => q.id)).toEqual(react.items.slice(5, 10).map((q) => q.id));
  });

  it('never sends which option is correct, an explanation or a model answer', async () => {
    const { token } = await signUpAndIn(app);
    const res = await call(app, 'GET', '/api/question-pool/questions?limit=100', { token });
    expect(answerKeysIn(res.body)).toEqual([]);
    const open = await call(app, 'GET', '/api/question-pool/questions?kind=open&limit=100', {
      token,
    });
    expect(answerKeysIn(open.body)).toEqual([]);
  });

  it('rejects unknown filters with a 400 naming the field', async () => {
    const { token } = await signUpAndIn(app);
    for (const [query, field] of [
      ['skill=cobol', 'skill'],
      ['difficulty=9', 'difficulty'],
      ['kind=essay', 'kind'],
      ['limit=1000', 'limit'],
    ] as const) {
      const res = await call(app, 'GET', `/api/question-pool/questions?${query}`, { token });
      expect(res.status, query).toBe(400);
      expect(res.body).toMatchObject({
        success: false,
        error: { message: expect.stringContaining(field) },
      });
    }
  });
});

describe('question-pool/skills', () => {
  it('counts choice questions per skill and difficulty', async () => {
    const { token } = await signUpAndIn(app);
    const res = await call(app, 'GET', '/api/question-pool/skills', { token });
    expect(res.status).toBe(200);
    const counts = successEnvelope(z.array(skillCountSchema)).parse(res.body).data;
    expect(counts.map((c) => c.skill)).toEqual([...SKILLS]);
    for (const { skill, questions, byDifficulty } of counts) {
      const expected = questionBank.filter(
        (q) => q.kind !== 'open' && q.skills.includes(skill as never),
      );
      expect(questions, skill).toBe(expected.length);
      expect(byDifficulty.reduce((a, b) => a + b, 0)).toBe(questions);
      expect(
        byDifficulty.every((n) => n > 0),
        skill,
      ).toBe(true);
    }
  });
});
