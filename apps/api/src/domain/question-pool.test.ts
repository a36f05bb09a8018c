import { describe, expect, it } from 'vitest';
import {
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
