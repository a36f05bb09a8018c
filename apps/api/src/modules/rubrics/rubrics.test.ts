import { eq } from 'drizzle-orm';
import type { Rubric, RubricSummary } from '@rehearse/contracts/rubrics';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../test/test-app';
import { code, data, recruitingTeam, type RecruitingTeam } from '../../../test/recruiting-team';
import { postings } from '../../db/schema/postings';
import { rubricCriteria, rubrics } from '../../db/schema/rubrics';

const { app, db } = await useTestApp();
const BASE = '/api/recruiter/rubrics';

let t: RecruitingTeam;
beforeEach(async () => {
  t = await recruitingTeam(app, db);
});

const anchors = (name: string) => [1, 2, 3, 4, 5].map((n) => `${name} at ${n}`);
const criterion = (name: string, over: Record<string, unknown> = {}) => ({
  name,
  description: `How well they ${name.toLowerCase()}`,
  weight: 2,
  anchors: anchors(name),
  ...over,
});
const input = (over: Record<string, unknown> = {}) => ({
  name: 'Backend engineer',
  description: 'For backend interviews',
  criteria: [criterion('Communication'), criterion('Problem solving', { weight: 5 })],
  ...over,
});

async function create(token: string, body: Record<string, unknown> = input()) {
  const res = await call(app, 'POST', BASE, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return data<Rubric>(res);
}
async function read(id: string, token = t.owner.token) {
  const res = await call(app, 'GET', `${BASE}/${id}`, { token });
  expect(res.status).toBe(200);
  return data<Rubric>(res);
}
async function posting(
  organizationId: string,
  rubricId: string,
  state: 'draft' | 'open' | 'closed' | 'archived',
) {
  await db.insert(postings).values({
    organizationId,
    title: `A ${state} posting`,
    workplaceType: 'remote',
    employmentType: 'full-time',
    state,
    rubricId,
  });
}

describe('who may call what', () => {
  type Caller = 'owner' | 'recruiter' | 'reviewer';
  const cases = [
    { name: 'list', method: 'GET', path: () => BASE, write: false, status: 200 },
    {
      name: 'read',
      method: 'GET',
      path: (id: string) => `${BASE}/${id}`,
      write: false,
      status: 200,
    },
    { name: 'create', method: 'POST', path: () => BASE, body: input(), write: true, status: 201 },
    {
      name: 'replace',
      method: 'PUT',
      path: (id: string) => `${BASE}/${id}`,
      body: input({ name: 'Renamed' }),
      write: true,
      status: 200,
    },
    {
      name: 'duplicate',
      method: 'POST',
      path: (id: string) => `${BASE}/${id}/duplicate`,
      write: true,
      status: 201,
    },
    {
      name: 'delete',
      method: 'DELETE',
      path: (id: string) => `${BASE}/${id}`,
      write: true,
      status: 200,
    },
  ];

  it.each(cases)(
    '$name: editors write, every member reads; candidates 403; no token 401',
    async (c) => {
      for (const caller of ['owner', 'recruiter', 'reviewer'] as Caller[]) {
        const { id } = await create(t.owner.token);
        const res = await call(app, c.method, c.path(id), { token: t[caller].token, body: c.body });
        if (c.write && caller === 'reviewer') {
          expect(res.status).toBe(403);
          expect(code(res)).toBe('organization.role_forbidden');
          expect(await read(id)).toMatchObject({ name: 'Backend engineer' });
        } else {
          expect(res.status, `${caller}: ${JSON.stringify(res.body)}`).toBe(c.status);
        }
      }
      const { id } = await create(t.owner.token);
      const candidate = await call(app, c.method, c.path(id), {
        token: t.candidate.token,
        body: c.body,
      });
      expect(candidate.status).toBe(403);
      expect(code(candidate)).toBe('organization.recruiters_only');
      expect((await call(app, c.method, c.path(id), { body: c.body })).status).toBe(401);
      expect(await read(id)).toMatchObject({ name: 'Backend engineer' });
    },
  );
});

describe('rubrics', () => {
  it('creates a rubric with its criteria in order and reads it back', async () => {
    const rubric = await create(t.recruiter.token, {
      name: '  Sales ',
      description: '',
      criteria: [criterion('Discovery'), { name: 'Closing', anchors: anchors('Closing') }],
    });
    expect(rubric).toMatchObject({
      id: expect.any(String),
      name: 'Sales',
      description: null,
      posting_count: 0,
      criteria: [
        {
          id: expect.any(String),
          name: 'Discovery',
          description: 'How well they discovery',
          weight: 2,
          anchors: anchors('Discovery'),
        },
        { name: 'Closing', description: null, weight: 1, anchors: anchors('Closing') },
      ],
    });
    expect(await read(rubric.id, t.reviewer.token)).toEqual(rubric);
  });

  it('lists by name with criteria and posting counts (postings not archived)', async () => {
    const zeta = await create(t.owner.token, input({ name: 'zeta' }));
    const alpha = await create(
      t.owner.token,
      input({ name: 'Alpha', criteria: [criterion('One')] }),
    );
    await create(t.other.token, input({ name: 'Theirs' }));
    await posting(t.organizationId, zeta.id, 'open');
    await posting(t.organizationId, zeta.id, 'draft');
    await posting(t.organizationId, zeta.id, 'archived');
    const res = await call(app, 'GET', BASE, { token: t.reviewer.token });
    expect(data<RubricSummary[]>(res)).toEqual([
      expect.objectContaining({
        id: alpha.id,
        name: 'Alpha',
        criterion_count: 1,
        posting_count: 0,
      }),
      expect.objectContaining({ id: zeta.id, name: 'zeta', criterion_count: 2, posting_count: 2 }),
    ]);
    expect((await read(zeta.id)).posting_count).toBe(2);
  });

  it('replaces a rubric keeping the ids of criteria sent with their id, in the order sent', async () => {
    const rubric = await create(t.owner.token, {
      ...input(),
      criteria: [criterion('Communication'), criterion('Problem solving'), criterion('Testing')],
    });
    const [communication, solving, testing] = rubric.criteria;
    const res = await call(app, 'PUT', `${BASE}/${rubric.id}`, {
      token: t.recruiter.token,
      body: {
        name: 'Backend engineer, senior',
        description: null,
        criteria: [
          { ...criterion('Problem solving, deeper', { weight: 8 }), id: solving.id },
          criterion('System design'),
          { ...criterion('Communication'), id: communication.id },
        ],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const replaced = data<Rubric>(res);
    expect(replaced).toMatchObject({ name: 'Backend engineer, senior', description: null });
    expect(replaced.criteria.map((c) => [c.id, c.name, c.weight])).toEqual([
      [solving.id, 'Problem solving, deeper', 8],
      [expect.any(String), 'System design', 2],
      [communication.id, 'Communication', 2],
    ]);
    expect([communication.id, solving.id, testing.id]).not.toContain(replaced.criteria[1].id);
    const rows = await db
      .select()
      .from(rubricCriteria)
      .where(eq(rubricCriteria.rubricId, rubric.id))
      .orderBy(rubricCriteria.position);
    expect(rows.map((r) => [r.id, r.position])).toEqual(replaced.criteria.map((c, i) => [c.id, i]));
    expect(await read(rubric.id)).toEqual(replaced);
  });

  it('refuses a criterion id that is not of this rubric, naming it, and changes nothing', async () => {
    const rubric = await create(t.owner.token);
    const other = await create(t.owner.token, input({ name: 'Other' }));
    for (const id of [other.criteria[0].id, 'not-a-uuid', crypto.randomUUID()]) {
      const res = await call(app, 'PUT', `${BASE}/${rubric.id}`, {
        token: t.owner.token,
        body: input({
          name: 'Changed',
          criteria: [
            { ...criterion('Kept'), id: rubric.criteria[0].id },
            { ...criterion('Stolen'), id },
          ],
        }),
      });
      expect(res.status).toBe(400);
      expect(code(res)).toBe('validation.unknown_id');
      expect((res.body as { error: { field?: string } }).error.field).toBe('criteria.1.id');
    }
    expect(await read(rubric.id)).toEqual(rubric);
    expect(await read(other.id)).toEqual(other);
  });

  it('refuses a criterion listed twice', async () => {
    const rubric = await create(t.owner.token);
    const id = rubric.criteria[0].id;
    const res = await call(app, 'PUT', `${BASE}/${rubric.id}`, {
      token: t.owner.token,
      body: input({
        criteria: [
          { ...criterion('A'), id },
          { ...criterion('B'), id },
        ],
      }),
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('criteria.1.id');
    expect(await read(rubric.id)).toEqual(rubric);
  });

  it('duplicates a rubric with new criterion ids and no postings', async () => {
    const rubric = await create(t.owner.token, input({ name: 'x'.repeat(120) }));
    await posting(t.organizationId, rubric.id, 'open');
    const res = await call(app, 'POST', `${BASE}/${rubric.id}/duplicate`, {
      token: t.recruiter.token,
    });
    expect(res.status).toBe(201);
    const copy = data<Rubric>(res);
    expect(copy.id).not.toBe(rubric.id);
    expect(copy.name).toBe(`${'x'.repeat(113)} (copy)`);
    expect(copy).toMatchObject({ description: rubric.description, posting_count: 0 });
    expect(copy.criteria.map(({ id: _id, ...rest }) => rest)).toEqual(
      rubric.criteria.map(({ id: _id, ...rest }) => rest),
    );
    for (const c of copy.criteria) expect(rubric.criteria.map((r) => r.id)).not.toContain(c.id);
  });

  it('refuses to delete a rubric that postings (not archived) use, saying how many', async () => {
    const rubric = await create(t.owner.token);
    await posting(t.organizationId, rubric.id, 'open');
    await posting(t.organizationId, rubric.id, 'closed');
    await posting(t.organizationId, rubric.id, 'archived');
    const refused = await call(app, 'DELETE', `${BASE}/${rubric.id}`, { token: t.owner.token });
    expect(refused.status).toBe(409);
    expect(code(refused)).toBe('rubric.in_use');
    expect(refused.body).toMatchObject({
      error: { params: { count: 2 }, message: expect.stringContaining('2 postings') },
    });
    expect(await read(rubric.id)).toMatchObject({ posting_count: 2 });
    // Once the postings are archived it goes, and the archived postings lose the link.
    await db.update(postings).set({ state: 'archived' }).where(eq(postings.rubricId, rubric.id));
    const removed = await call(app, 'DELETE', `${BASE}/${rubric.id}`, { token: t.owner.token });
    expect(removed.status).toBe(200);
    expect(data(removed)).toEqual({ id: rubric.id });
    expect(await db.select().from(rubrics).where(eq(rubrics.id, rubric.id))).toEqual([]);
    expect(
      await db.select().from(rubricCriteria).where(eq(rubricCriteria.rubricId, rubric.id)),
    ).toEqual([]);
    const left = await db
      .select()
      .from(postings)
      .where(eq(postings.organizationId, t.organizationId));
    expect(left.map((p) => p.rubricId)).toEqual([null, null, null]);
    expect((await call(app, 'GET', `${BASE}/${rubric.id}`, { token: t.owner.token })).status).toBe(
      404,
    );
  });

  it('answers 404 for another organization’s rubric, and changes nothing', async () => {
    const theirs = await create(t.other.token, input({ name: 'Theirs' }));
    const as = { token: t.owner.token };
    const attempts = [
      await call(app, 'GET', `${BASE}/${theirs.id}`, as),
      await call(app, 'PUT', `${BASE}/${theirs.id}`, { ...as, body: input({ name: 'Mine now' }) }),
      await call(app, 'POST', `${BASE}/${theirs.id}/duplicate`, as),
      await call(app, 'DELETE', `${BASE}/${theirs.id}`, as),
      await call(app, 'GET', `${BASE}/not-a-uuid`, as),
      await call(app, 'PUT', `${BASE}/${crypto.randomUUID()}`, { ...as, body: input() }),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(404);
      expect(code(res)).toBe('request.not_found');
    }
    expect(await read(theirs.id, t.other.token)).toEqual(theirs);
    expect(data<RubricSummary[]>(await call(app, 'GET', BASE, as))).toEqual([]);
  });

  it.each([
    ['no name', input({ name: ' ' }), 'name'],
    ['a name over 120 characters', input({ name: 'x'.repeat(121) }), 'name'],
    ['no criteria', input({ criteria: [] }), 'criteria'],
    [
      '21 criteria',
      input({ criteria: Array.from({ length: 21 }, (_, i) => criterion(`C${i}`)) }),
      'criteria',
    ],
    ['a criterion without a name', input({ criteria: [criterion('')] }), 'criteria.0.name'],
    ['weight 0', input({ criteria: [criterion('A', { weight: 0 })] }), 'criteria.0.weight'],
    ['weight 11', input({ criteria: [criterion('A', { weight: 11 })] }), 'criteria.0.weight'],
    ['weight 2.5', input({ criteria: [criterion('A', { weight: 2.5 })] }), 'criteria.0.weight'],
    [
      'four anchors',
      input({ criteria: [criterion('A', { anchors: ['1', '2', '3', '4'] })] }),
      'criteria.0.anchors',
    ],
    [
      'an empty anchor',
      input({ criteria: [criterion('A', { anchors: ['1', '2', ' ', '4', '5'] })] }),
      'criteria.0.anchors.2',
    ],
    ['an unknown field', { ...input(), colour: 'red' }, 'colour'],
    ['a lone surrogate', input({ description: 'bad \ud800' }), 'description'],
  ])('refuses %s, naming the field', async (_label, body, field) => {
    const res = await call(app, 'POST', BASE, { token: t.owner.token, body });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(field);
    const rubric = await create(t.owner.token);
    const replaced = await call(app, 'PUT', `${BASE}/${rubric.id}`, { token: t.owner.token, body });
    expect(replaced.status).toBe(400);
    expect(JSON.stringify(replaced.body)).toContain(field);
    expect(await read(rubric.id)).toEqual(rubric);
    expect(
      data<RubricSummary[]>(await call(app, 'GET', BASE, { token: t.owner.token })),
    ).toHaveLength(1);
  });
});
