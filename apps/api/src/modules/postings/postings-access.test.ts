import { beforeEach, describe, expect, it } from 'vitest';
import { call } from '../../../test/test-app';
import {
  app,
  BASE,
  code,
  createPosting,
  postingRow,
  question,
  setPlan,
  team,
  type Team,
} from './postings-test-kit';

// Every route of /api/recruiter/postings: which roles may call it, candidates and callers
// without a token refused, and another organization's posting answering 404 with nothing
// changed (docs/decisions/041-recruiting-organizations.md, 042-job-postings.md).

type Caller = 'owner' | 'recruiter' | 'reviewer';
type Case = {
  name: string;
  method: string;
  // Without an id: a route of the collection.
  path: (id: string) => string;
  body?: unknown;
  allowed: readonly Caller[];
  status?: number;
  // Whether the route names a posting (so another organization's id is a 404).
  byId: boolean;
};

const EVERYONE = ['owner', 'recruiter', 'reviewer'] as const;
const EDITORS = ['owner', 'recruiter'] as const;
const cases: Case[] = [
  { name: 'list', method: 'GET', path: () => BASE, allowed: EVERYONE, byId: false },
  {
    name: 'options',
    method: 'GET',
    path: () => `${BASE}/options`,
    allowed: EVERYONE,
    byId: false,
  },
  {
    name: 'create',
    method: 'POST',
    path: () => BASE,
    body: { title: 'Designer' },
    allowed: EDITORS,
    status: 201,
    byId: false,
  },
  { name: 'read', method: 'GET', path: (id) => `${BASE}/${id}`, allowed: EVERYONE, byId: true },
  {
    name: 'edit',
    method: 'PATCH',
    path: (id) => `${BASE}/${id}`,
    body: { title: 'Staff Engineer', description_html: '<p>Hi</p>' },
    allowed: EDITORS,
    byId: true,
  },
  {
    name: 'replace the plan',
    method: 'PUT',
    path: (id) => `${BASE}/${id}/plan`,
    body: { questions: [question(), question({ prompt: 'And why now?' })] },
    allowed: EDITORS,
    byId: true,
  },
  {
    name: 'open',
    method: 'POST',
    path: (id) => `${BASE}/${id}/state`,
    body: { state: 'open' },
    allowed: EDITORS,
    byId: true,
  },
  {
    name: 'duplicate',
    method: 'POST',
    path: (id) => `${BASE}/${id}/duplicate`,
    allowed: EDITORS,
    status: 201,
    byId: true,
  },
  {
    name: 'delete',
    method: 'DELETE',
    path: (id) => `${BASE}/${id}`,
    allowed: EDITORS,
    byId: true,
  },
];

describe('who may call what', () => {
  let t: Team;
  beforeEach(async () => {
    t = await team();
  });

  // A draft with one question (so it may open), made by the owner.
  const fresh = async () => {
    const posting = await createPosting(t.owner.token, { title: 'Engineer' });
    await setPlan(t.owner.token, posting.id, [question()]);
    return posting.id;
  };

  it.each(cases)('$name: the allowed roles only; candidates 403; no token 401', async (c) => {
    for (const caller of EVERYONE) {
      const id = await fresh();
      const before = await postingRow(id);
      const res = await call(app, c.method, c.path(id), { token: t[caller].token, body: c.body });
      if (c.allowed.includes(caller)) {
        expect(res.status, `${caller}: ${JSON.stringify(res.body)}`).toBe(c.status ?? 200);
      } else {
        expect(res.status, caller).toBe(403);
        expect(code(res)).toBe('organization.role_forbidden');
        expect(await postingRow(id)).toEqual(before);
      }
    }
    const id = await fresh();
    const before = await postingRow(id);
    const candidate = await call(app, c.method, c.path(id), {
      token: t.candidate.token,
      body: c.body,
    });
    expect(candidate.status).toBe(403);
    expect(code(candidate)).toBe('organization.recruiters_only');
    const anonymous = await call(app, c.method, c.path(id), { body: c.body });
    expect(anonymous.status).toBe(401);
    expect(await postingRow(id)).toEqual(before);
  });

  it.each(cases.filter((c) => c.byId))(
    "$name: another organization's posting answers 404 and nothing changes",
    async (c) => {
      const id = await fresh();
      const before = await postingRow(id);
      const plan = (await call(app, 'GET', `${BASE}/${id}`, { token: t.owner.token })).body;
      // Its owner is an editor of the other organization: allowed the call, not the posting.
      const res = await call(app, c.method, c.path(id), { token: t.other.token, body: c.body });
      expect(res.status).toBe(404);
      expect(code(res)).toBe('request.not_found');
      expect(await postingRow(id)).toEqual(before);
      expect((await call(app, 'GET', `${BASE}/${id}`, { token: t.owner.token })).body).toEqual(
        plan,
      );
      // Nor is anything of it listed for them.
      const theirs = await call(app, 'GET', BASE, { token: t.other.token });
      expect(theirs.body).toMatchObject({ data: { total: 0, items: [] } });
    },
  );

  it('a malformed or unknown id answers 404', async () => {
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await call(app, 'GET', `${BASE}/${id}`, { token: t.owner.token });
      expect(res.status).toBe(404);
    }
  });
});
