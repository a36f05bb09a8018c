import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PostingList } from '@rehearse/contracts/postings';
import { call } from '../../../test/test-app';
import { postings } from '../../db/schema/postings';
import {
  app,
  BASE,
  code,
  createPosting,
  data,
  db,
  field,
  question,
  setPlan,
  team,
  type Team,
} from './postings-test-kit';

let t: Team;
beforeEach(async () => {
  t = await team();
});

const list = async (query: Record<string, string | number> = {}, token = t.reviewer.token) => {
  const search = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  const res = await call(app, 'GET', `${BASE}${search ? `?${search}` : ''}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return data<PostingList>(res);
};

// Postings with set times, so the orders are known.
async function seed() {
  const specs = [
    { title: 'Backend Engineer', department: 'Platform', location: 'Berlin', state: 'open' },
    { title: 'frontend engineer', department: 'Web', location: 'Remote EU', state: 'draft' },
    { title: 'Data Analyst', department: 'Finance', location: 'Rotterdam', state: 'closed' },
    { title: 'Designer 100%', department: 'Design_Ops', location: 'Berlin', state: 'draft' },
    { title: 'Archivist', department: null, location: null, state: 'archived' },
  ] as const;
  const ids: string[] = [];
  for (const [i, spec] of specs.entries()) {
    const posting = await createPosting(t.owner.token, {
      title: spec.title,
      department: spec.department,
      location: spec.location,
    });
    await setPlan(
      t.owner.token,
      posting.id,
      Array.from({ length: i + 1 }, () => question()),
    );
    await db
      .update(postings)
      .set({
        state: spec.state,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
        // Updated in the other order from created.
        updatedAt: new Date(Date.UTC(2026, 5, 10 - i)),
      })
      .where(eq(postings.id, posting.id));
    ids.push(posting.id);
  }
  return ids;
}

describe('the postings list', () => {
  it('lists the last changed first, with counts per state and question counts', async () => {
    const ids = await seed();
    const page = await list();
    expect(page.items.map((p) => p.id)).toEqual(ids);
    expect(page.counts).toEqual({ all: 5, draft: 2, open: 1, closed: 1, archived: 1 });
    expect(page.total).toBe(5);
    expect(page.role).toBe('reviewer');
    expect(page.items.map((p) => p.question_count)).toEqual([1, 2, 3, 4, 5]);
    expect(page.items[0]).toMatchObject({
      title: 'Backend Engineer',
      department: 'Platform',
      location: 'Berlin',
      workplace_type: 'on-site',
      state: 'open',
      updated_at: '2026-06-10T00:00:00.000Z',
    });
  });

  it('filters by state, and the counts stay those of every state', async () => {
    await seed();
    const drafts = await list({ state: 'draft' });
    expect(drafts.items.map((p) => p.title)).toEqual(['frontend engineer', 'Designer 100%']);
    expect(drafts.total).toBe(2);
    expect(drafts.counts.all).toBe(5);
  });

  it('searches title, department and location, ignoring case, with % and _ taken literally', async () => {
    await seed();
    const titles = async (search: string) => (await list({ search })).items.map((p) => p.title);
    expect(await titles('ENGINEER')).toEqual(['Backend Engineer', 'frontend engineer']);
    expect(await titles('finance')).toEqual(['Data Analyst']);
    expect(await titles('berlin')).toEqual(['Backend Engineer', 'Designer 100%']);
    expect(await titles('%')).toEqual(['Designer 100%']);
    expect(await titles('_')).toEqual(['Designer 100%']);
    expect(await titles('nothing like it')).toEqual([]);
    const searched = await list({ search: 'engineer' });
    expect(searched.counts).toEqual({ all: 2, draft: 1, open: 1, closed: 0, archived: 0 });
  });

  it('sorts by title (ignoring case) and by creation', async () => {
    await seed();
    expect((await list({ sort: 'title' })).items.map((p) => p.title)).toEqual([
      'Archivist',
      'Backend Engineer',
      'Data Analyst',
      'Designer 100%',
      'frontend engineer',
    ]);
    expect((await list({ sort: 'created' })).items.map((p) => p.title)).toEqual([
      'Archivist',
      'Designer 100%',
      'Data Analyst',
      'frontend engineer',
      'Backend Engineer',
    ]);
  });

  it('pages in SQL, with ties broken by id so pages never overlap', async () => {
    await seed();
    // Give all the same time: only the id orders them.
    await db.update(postings).set({ updatedAt: new Date(Date.UTC(2026, 0, 1)) });
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const result = await list({ page, pageSize: 2 });
      expect(result.total).toBe(5);
      expect(result.page).toBe(page);
      seen.push(...result.items.map((p) => p.id));
    }
    expect(new Set(seen).size).toBe(5);
    expect((await list({ page: 4, pageSize: 2 })).items).toEqual([]);
  });

  it.each(
    (
      [
        [{ pageSize: 101 }, 'pageSize', 'validation.too_big'],
        [{ page: 0 }, 'page', 'validation.too_small'],
        [{ state: 'live' }, 'state', 'validation.invalid_option'],
        [{ sort: 'salary' }, 'sort', 'validation.invalid_option'],
        [
          { search: 'x'.repeat(201) },
          'search',
          'validation.too_long',
          'a search of 201 characters',
        ],
      ] as [Record<string, unknown>, string, string, string?][]
    ).map(([input, name, expected, label]) => ({
      input,
      name,
      expected,
      label: label ?? JSON.stringify(input),
    })),
  )('refuses $label, naming $name', async ({ input: query, name, expected }) => {
    const search = new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
    const res = await call(app, 'GET', `${BASE}?${search}`, { token: t.owner.token });
    expect(res.status).toBe(400);
    expect([code(res), field(res)]).toEqual([expected, name]);
  });

  it("shows only the caller's organization's postings", async () => {
    await createPosting(t.owner.token, { title: 'Ours' });
    await createPosting(t.other.token, { title: 'Theirs' });
    expect((await list()).items.map((p) => p.title)).toEqual(['Ours']);
    expect((await list({}, t.other.token)).items.map((p) => p.title)).toEqual(['Theirs']);
  });

  it('uses the organization indexes for the default order, with and without a state', async () => {
    // A small table may be read whole; with sequential scans off, the planner shows whether
    // an index serves the order (no Sort node), as it will for a big one.
    const plan = (query: ReturnType<typeof sql>) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return JSON.stringify(await tx.execute(query));
      });
    const all = await plan(
      sql`explain select id from postings where organization_id = ${t.organizationId}
          order by updated_at desc, id desc limit 20`,
    );
    expect(all).toContain('postings_organization_updated_idx');
    expect(all).not.toMatch(/Sort/);
    const open = await plan(
      sql`explain select id from postings where organization_id = ${t.organizationId}
          and state = 'open' order by updated_at desc, id desc limit 20`,
    );
    expect(open).toContain('postings_organization_state_updated_idx');
    expect(open).not.toMatch(/Sort/);
  });
});
