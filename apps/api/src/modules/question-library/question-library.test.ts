import { and, eq, isNull } from 'drizzle-orm';
import type { LibraryPage, LibraryQuestion } from '@rehearse/contracts/question-library';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../test/test-app';
import { code, data, recruitingTeam, type RecruitingTeam } from '../../../test/recruiting-team';
import { questions } from '../../db/schema/questions';

const { app, db } = await useTestApp();
const BASE = '/api/recruiter/questions';

let t: RecruitingTeam;
beforeEach(async () => {
  t = await recruitingTeam(app, db);
});

const create = async (token: string, body: Record<string, unknown>) => {
  const res = await call(app, 'POST', BASE, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return data<LibraryQuestion>(res);
};
const list = async (token: string, query = '') => {
  const res = await call(app, 'GET', `${BASE}${query ? `?${query}` : ''}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return data<LibraryPage>(res);
};
// A shipped open question that the bank tab shows (not a template).
async function bankQuestionId(): Promise<string> {
  const page = await list(t.owner.token, 'source=bank&pageSize=1');
  return page.items[0].id;
}
const rowOf = async (id: string) =>
  (await db.select().from(questions).where(eq(questions.id, id)))[0];

describe('who may call what', () => {
  type Caller = 'owner' | 'recruiter' | 'reviewer';
  type Case = {
    name: string;
    method: string;
    path: (ids: { own: string; bank: string }) => string;
    body?: unknown;
    write: boolean;
    status: number;
  };
  const cases: Case[] = [
    { name: 'list', method: 'GET', path: () => BASE, write: false, status: 200 },
    {
      name: 'list the bank',
      method: 'GET',
      path: () => `${BASE}?source=bank`,
      write: false,
      status: 200,
    },
    {
      name: 'create',
      method: 'POST',
      path: () => BASE,
      body: { prompt: 'Tell me about a launch.' },
      write: true,
      status: 201,
    },
    {
      name: 'edit',
      method: 'PATCH',
      path: ({ own }) => `${BASE}/${own}`,
      body: { competency: 'teamwork' },
      write: true,
      status: 200,
    },
    {
      name: 'delete',
      method: 'DELETE',
      path: ({ own }) => `${BASE}/${own}`,
      write: true,
      status: 200,
    },
    {
      name: 'copy from the bank',
      method: 'POST',
      path: ({ bank }) => `${BASE}/${bank}/copy`,
      write: true,
      status: 201,
    },
  ];

  it.each(cases)(
    '$name: editors write, every member reads; candidates 403; no token 401',
    async (c) => {
      const bank = await bankQuestionId();
      for (const caller of ['owner', 'recruiter', 'reviewer'] as Caller[]) {
        const own = (await create(t.owner.token, { prompt: `Question for ${caller}` })).id;
        const res = await call(app, c.method, c.path({ own, bank }), {
          token: t[caller].token,
          body: c.body,
        });
        if (c.write && caller === 'reviewer') {
          expect(res.status).toBe(403);
          expect(code(res)).toBe('organization.role_forbidden');
          // Nothing changed.
          expect(await rowOf(own)).toMatchObject({
            prompt: `Question for ${caller}`,
            competency: null,
          });
        } else {
          expect(res.status, `${caller}: ${JSON.stringify(res.body)}`).toBe(c.status);
        }
      }
      const own = (await create(t.owner.token, { prompt: 'Untouched' })).id;
      const candidate = await call(app, c.method, c.path({ own, bank }), {
        token: t.candidate.token,
        body: c.body,
      });
      expect(candidate.status).toBe(403);
      expect(code(candidate)).toBe('organization.recruiters_only');
      expect((await call(app, c.method, c.path({ own, bank }), { body: c.body })).status).toBe(401);
      expect(await rowOf(own)).toMatchObject({ prompt: 'Untouched' });
    },
  );
});

describe('the organization’s questions', () => {
  it('creates open questions of the organization with generated ids and sensible defaults', async () => {
    const question = await create(t.recruiter.token, {
      prompt: '  Tell me about a time you disagreed with your manager. ',
      competency: 'conflict',
      skills: ['testing'],
      roles: ['backend', 'frontend'],
    });
    expect(question).toMatchObject({
      id: expect.stringMatching(/^org-[0-9a-f-]{36}$/),
      source: 'organization',
      prompt: 'Tell me about a time you disagreed with your manager.',
      competency: 'conflict',
      skills: ['testing'],
      roles: ['backend', 'frontend'],
      category: null,
    });
    expect(await rowOf(question.id)).toMatchObject({
      organizationId: t.organizationId,
      kind: 'open',
      difficulty: 3,
      timeGuideSeconds: 120,
      retired: false,
    });
  });

  it('edits only the fields sent, and deletes', async () => {
    const { id } = await create(t.owner.token, { prompt: 'Original', roles: ['sales'] });
    const edited = await call(app, 'PATCH', `${BASE}/${id}`, {
      token: t.recruiter.token,
      body: { competency: 'ownership' },
    });
    expect(data<LibraryQuestion>(edited)).toMatchObject({
      id,
      prompt: 'Original',
      competency: 'ownership',
      roles: ['sales'],
    });
    const cleared = await call(app, 'PATCH', `${BASE}/${id}`, {
      token: t.owner.token,
      body: { competency: null, roles: [], prompt: 'Reworded' },
    });
    expect(data<LibraryQuestion>(cleared)).toMatchObject({
      prompt: 'Reworded',
      competency: null,
      roles: [],
    });
    const removed = await call(app, 'DELETE', `${BASE}/${id}`, { token: t.owner.token });
    expect(data<LibraryQuestion>(removed)).toMatchObject({ id, prompt: 'Reworded' });
    expect(await rowOf(id)).toBeUndefined();
    expect((await call(app, 'DELETE', `${BASE}/${id}`, { token: t.owner.token })).status).toBe(404);
  });

  it('searches case-insensitively with wildcards taken literally, filters, sorts and pages in SQL', async () => {
    const made: LibraryQuestion[] = [];
    const add = async (body: Record<string, unknown>) => {
      made.push(await create(t.owner.token, body));
      // Distinct update times, so "newest" has one order.
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    await add({
      prompt: 'Describe a 100% uptime goal',
      competency: 'ownership',
      skills: ['cloud'],
    });
    await add({ prompt: 'Describe a 100 day plan', competency: 'leadership', roles: ['sales'] });
    await add({
      prompt: 'What does snake_case mean to you?',
      skills: ['python'],
      roles: ['sales'],
    });
    await add({ prompt: 'What does snakeXcase mean?', competency: 'ownership' });
    await add({ prompt: 'apples and ORANGES', roles: ['designer'] });

    const prompts = (page: LibraryPage) => page.items.map((q) => q.prompt);
    expect(prompts(await list(t.reviewer.token, 'search=oranges'))).toEqual(['apples and ORANGES']);
    expect(prompts(await list(t.owner.token, 'search=100%25'))).toEqual([
      'Describe a 100% uptime goal',
    ]);
    expect(prompts(await list(t.owner.token, 'search=snake_case'))).toEqual([
      'What does snake_case mean to you?',
    ]);
    expect(prompts(await list(t.owner.token, `search=${encodeURIComponent('\\')}`))).toEqual([]);
    expect(prompts(await list(t.owner.token, 'competency=ownership'))).toEqual([
      'What does snakeXcase mean?',
      'Describe a 100% uptime goal',
    ]);
    expect(prompts(await list(t.owner.token, 'skill=python'))).toEqual([
      'What does snake_case mean to you?',
    ]);
    expect(prompts(await list(t.owner.token, 'role=sales&search=describe'))).toEqual([
      'Describe a 100 day plan',
    ]);
    // Newest first by default; by prompt case-insensitively.
    expect((await list(t.owner.token)).items.map((q) => q.id)).toEqual(
      made.map((q) => q.id).reverse(),
    );
    expect(prompts(await list(t.owner.token, 'sort=prompt'))).toEqual([
      'apples and ORANGES',
      'Describe a 100 day plan',
      'Describe a 100% uptime goal',
      'What does snake_case mean to you?',
      'What does snakeXcase mean?',
    ]);
    const second = await list(t.owner.token, 'sort=prompt&pageSize=2&page=1');
    expect(second).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(prompts(second)).toEqual([
      'Describe a 100% uptime goal',
      'What does snake_case mean to you?',
    ]);
    const past = await list(t.owner.token, 'pageSize=2&page=9');
    expect(past).toMatchObject({ items: [], total: 5 });
    // An empty search is no search.
    expect((await list(t.owner.token, 'search=%20%20')).total).toBe(5);
  });

  it('keeps each organization’s questions to itself', async () => {
    const ours = await create(t.owner.token, { prompt: 'Acme only' });
    const theirs = await create(t.other.token, { prompt: 'Globex only' });
    expect((await list(t.reviewer.token)).items.map((q) => q.id)).toEqual([ours.id]);
    expect((await list(t.other.token)).items.map((q) => q.id)).toEqual([theirs.id]);
  });

  it('answers 404 for another organization’s question or a bank question, and changes nothing', async () => {
    const theirs = await create(t.other.token, { prompt: 'Globex only' });
    const bank = await bankQuestionId();
    const before = await rowOf(bank);
    for (const id of [theirs.id, bank, 'org-not-there', 'x'.repeat(100)]) {
      const edit = await call(app, 'PATCH', `${BASE}/${id}`, {
        token: t.owner.token,
        body: { prompt: 'Hijacked' },
      });
      expect(edit.status).toBe(404);
      expect(code(edit)).toBe('request.not_found');
      const remove = await call(app, 'DELETE', `${BASE}/${id}`, { token: t.owner.token });
      expect(remove.status).toBe(404);
    }
    expect(await rowOf(theirs.id)).toMatchObject({ prompt: 'Globex only' });
    expect(await rowOf(bank)).toMatchObject({ prompt: before.prompt, retired: false });
  });

  it.each([
    ['empty prompt', { prompt: '' }, 'prompt'],
    ['blank prompt', { prompt: '   ' }, 'prompt'],
    ['prompt over 1000 characters', { prompt: 'x'.repeat(1001) }, 'prompt'],
    ['unknown competency', { prompt: 'ok', competency: 'charm' }, 'competency'],
    ['unknown skill', { prompt: 'ok', skills: ['cobol'] }, 'skills.0'],
    ['unknown role', { prompt: 'ok', roles: ['astronaut'] }, 'roles.0'],
    ['unknown field', { prompt: 'ok', extra: true }, 'extra'],
    ['NUL in the prompt', { prompt: 'nul \u0000 here' }, 'prompt'],
    ['missing prompt', { competency: 'teamwork' }, 'prompt'],
  ])('refuses to create with %s, naming the field', async (_label, body, field) => {
    const res = await call(app, 'POST', BASE, { token: t.owner.token, body });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(field);
    expect((await list(t.owner.token)).total).toBe(0);
  });

  it.each([
    [{ prompt: '' }, 'prompt'],
    [{ skills: 'react' }, 'skills'],
    [{ source: 'bank' }, 'source'],
  ])('refuses the edit %j, naming the field', async (body, field) => {
    const { id } = await create(t.owner.token, { prompt: 'Kept' });
    const res = await call(app, 'PATCH', `${BASE}/${id}`, { token: t.owner.token, body });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(field);
    expect(await rowOf(id)).toMatchObject({ prompt: 'Kept' });
  });

  it.each([
    ['pageSize=101', 'pageSize'],
    ['page=-1', 'page'],
    ['sort=oldest', 'sort'],
    ['source=everything', 'source'],
    ['skill=cobol', 'skill'],
    ['search=<201 characters>', 'search'],
  ])('refuses the query %s, naming the field', async (shown, field) => {
    const query = shown.replace('<201 characters>', 'x'.repeat(201));
    const res = await call(app, 'GET', `${BASE}?${query}`, { token: t.owner.token });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(field);
  });
});

describe('the question bank', () => {
  it('lists the shipped open questions, read-only, without templates or organization questions', async () => {
    await create(t.owner.token, { prompt: 'Our own question' });
    const page = await list(t.reviewer.token, 'source=bank&pageSize=100');
    const [{ shipped }] = await db
      .select({ shipped: questions.id })
      .from(questions)
      .where(and(isNull(questions.organizationId), eq(questions.kind, 'open')))
      .limit(1);
    expect(shipped).toBeTruthy();
    expect(page.total).toBeGreaterThan(50);
    expect(page.items).toHaveLength(100);
    for (const question of page.items) {
      expect(question.source).toBe('bank');
      expect(question.prompt).not.toMatch(/\{\w+\}/);
    }
    const everything = await list(t.owner.token, 'source=bank&search=our%20own%20question');
    expect(everything.total).toBe(0);
    // Templates (a placeholder only a mock interview fills) are not offered.
    const templates = await list(t.owner.token, `source=bank&search=${encodeURIComponent('{')}`);
    expect(templates.total).toBe(0);
  });

  it('does not list retired questions', async () => {
    const id = await bankQuestionId();
    const { prompt } = await rowOf(id);
    await db.update(questions).set({ retired: true }).where(eq(questions.id, id));
    try {
      const page = await list(t.owner.token, `source=bank&search=${encodeURIComponent(prompt)}`);
      expect(page.items.map((q) => q.id)).not.toContain(id);
      expect((await call(app, 'POST', `${BASE}/${id}/copy`, { token: t.owner.token })).status).toBe(
        404,
      );
    } finally {
      await db.update(questions).set({ retired: false }).where(eq(questions.id, id));
    }
  });

  it('copies a bank question into the organization, leaving the bank as it was', async () => {
    const id = await bankQuestionId();
    const source = await rowOf(id);
    const res = await call(app, 'POST', `${BASE}/${id}/copy`, { token: t.recruiter.token });
    expect(res.status).toBe(201);
    const copy = data<LibraryQuestion>(res);
    expect(copy).toMatchObject({
      id: expect.stringMatching(/^org-/),
      source: 'organization',
      prompt: source.prompt,
      competency: source.competency,
      skills: source.skills,
      roles: source.roles,
      category: null,
    });
    expect((await list(t.owner.token)).items.map((q) => q.id)).toEqual([copy.id]);
    expect(await rowOf(id)).toEqual(source);
    // Only the bank is copied from: an organization's own question (ours or theirs) is not.
    const theirs = await create(t.other.token, { prompt: 'Globex only' });
    for (const other of [copy.id, theirs.id, 'no-such-question']) {
      const refused = await call(app, 'POST', `${BASE}/${other}/copy`, { token: t.owner.token });
      expect(refused.status).toBe(404);
    }
    expect((await list(t.owner.token)).total).toBe(1);
  });
});

describe('organization questions never reach candidates', () => {
  const MARK = 'Zebracorn confidential question';

  // Role-specific questions (no category, no skills) for sales: what a mock interview for that
  // role draws from, in numbers that would crowd out the bank's if they were ever eligible.
  async function plant(organizationId: string, count: number) {
    await db.insert(questions).values(
      Array.from({ length: count }, (_, i) => ({
        id: `org-planted-${organizationId}-${i}`,
        organizationId,
        kind: 'open' as const,
        prompt: `${MARK} number ${i}`,
        difficulty: 3,
        timeGuideSeconds: 120,
        roles: ['sales'],
      })),
    );
  }

  it('is never listed, drawn or found for a candidate, nor in candidate flows for members', async () => {
    const made = await create(t.owner.token, {
      prompt: `${MARK} from the library`,
      roles: ['sales'],
    });
    await plant(t.organizationId, 60);
    // A row carrying the candidate's own organization (the library never makes one) is still
    // not theirs to see: only the shipped bank reaches candidate flows.
    await plant(t.candidateOrganizationId, 60);
    const planted = `org-planted-${t.candidateOrganizationId}-0`;
    const search = encodeURIComponent('zebracorn');
    for (const who of [t.candidate, t.owner, t.reviewer]) {
      const as = { token: who.token };
      const pool = await call(app, 'GET', `/api/question-pool/questions?q=${search}`, as);
      expect(pool.status).toBe(200);
      expect(data<{ total: number }>(pool).total).toBe(0);
      const practice = await call(app, 'GET', `/api/practice/questions?q=${search}`, as);
      expect(practice.status).toBe(200);
      expect(data<{ total: number }>(practice).total).toBe(0);
      for (const id of [made.id, planted]) {
        expect((await call(app, 'GET', `/api/practice/questions/${id}`, as)).status).toBe(404);
        expect((await call(app, 'POST', `/api/quizzes/bookmarks/${id}`, as)).status).toBe(404);
      }
      const found = await call(app, 'POST', '/api/common/search', {
        ...as,
        body: { query: 'zebracorn' },
      });
      expect(JSON.stringify(found.body)).not.toContain('Zebracorn');
      const interview = await call(app, 'POST', '/api/mock-interviews', {
        ...as,
        body: {
          role: 'sales',
          questionCount: 5,
          mix: { behavioural: 0, technical: 0, roleSpecific: 5 },
          thinkSeconds: 0,
          answerSeconds: 60,
          takes: 1,
        },
      });
      expect(interview.status, JSON.stringify(interview.body)).toBe(201);
      expect(JSON.stringify(interview.body)).not.toContain('Zebracorn');
      const quiz = await call(app, 'POST', '/api/quizzes', {
        ...as,
        body: { mode: 'practice', skills: ['javascript'], length: 5, difficulty: 'adaptive' },
      });
      expect(quiz.status, JSON.stringify(quiz.body)).toBe(201);
      expect(JSON.stringify(quiz.body)).not.toContain('Zebracorn');
    }
  });
});
