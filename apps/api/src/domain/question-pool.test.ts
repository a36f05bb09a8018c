import { createAppMemo } from '../platform/app-memo';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import {
  getQuestionPool,
  invalidateQuestionPool,
  listPoolQuestions,
  toPublicQuestion,
  type PoolQuestion,
  type QuestionPool,
  type QuestionRow,
} from './question-pool';

const row = (id: string, over: Partial<QuestionRow> = {}): QuestionRow => ({
  id,
  organizationId: null,
  kind: 'single',
  prompt: `Prompt of ${id}`,
  difficulty: 3,
  timeGuideSeconds: 60,
  skills: ['sql'],
  roles: [],
  competency: null,
  category: null,
  options: [
    { id: 'a', text: 'yes', correct: true, explanation: 'because' },
    { id: 'b', text: 'no', correct: false, explanation: 'because not' },
  ],
  modelAnswer: [],
  talkingPoints: [],
  retired: false,
  createdAt: new Date(0),
  updatedAt: new Date(0),
  ...over,
});
const pooled = (r: QuestionRow): PoolQuestion => ({
  ...r,
  public: toPublicQuestion(r),
  searchText: r.prompt.toLowerCase(),
});
const poolOf = (rows: QuestionRow[]): QuestionPool => {
  const all = rows.map(pooled);
  return {
    byId: new Map(all.map((q) => [q.id, q])),
    active: all.filter((q) => !q.retired),
    templates: [],
    warmedAt: new Date(0).toISOString(),
  };
};
const query = { limit: 20, offset: 0 };

describe('question pool visibility', () => {
  const pool = poolOf([
    row('global'),
    row('ours', { organizationId: 'org-1' }),
    row('theirs', { organizationId: 'org-2' }),
    row('old', { retired: true }),
  ]);

  it('lists only the shipped bank, never retired questions nor any organization’s own', () => {
    // Even a pool that held organization questions (it never loads them) does not list them.
    const page = listPoolQuestions(pool, query);
    expect(page.items.map((q) => q.id)).toEqual(['global']);
  });

  it('strips the answer key from the public view', () => {
    expect(toPublicQuestion(row('x')).options).toEqual([
      { id: 'a', text: 'yes' },
      { id: 'b', text: 'no' },
    ]);
  });
});

describe('question pool cache', () => {
  // A stand-in database that counts loads.
  const fakeDb = (rows: QuestionRow[], counter: { loads: number }) =>
    ({
      select: () => ({
        from: () => ({
          where: () => {
            counter.loads += 1;
            return Promise.resolve(rows);
          },
        }),
      }),
    }) as unknown as Db;

  it('loads once for concurrent callers and again after invalidation', async () => {
    const counter = { loads: 0 };
    const db = fakeDb([row('a'), row('b')], counter);
    const cache = { memo: createAppMemo() };
    const [one, two] = await Promise.all([getQuestionPool(db, cache), getQuestionPool(db, cache)]);
    expect(one).toBe(two);
    expect(counter.loads).toBe(1);
    await getQuestionPool(db, cache);
    expect(counter.loads).toBe(1);
    invalidateQuestionPool(cache);
    await getQuestionPool(db, cache);
    expect(counter.loads).toBe(2);
  });

  it('forgets a failed load so the next call retries', async () => {
    let fail = true;
    const db = {
      select: () => ({
        from: () => ({
          where: () => (fail ? Promise.reject(new Error('down')) : Promise.resolve([row('a')])),
        }),
      }),
    } as unknown as Db;
    const cache = { memo: createAppMemo() };
    await expect(getQuestionPool(db, cache)).rejects.toThrow('down');
    fail = false;
    expect((await getQuestionPool(db, cache)).active).toHaveLength(1);
  });
});
