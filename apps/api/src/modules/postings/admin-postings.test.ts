import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AdminPostingPage } from '@rehearse/contracts/admin-postings';
import type { PostingList } from '@rehearse/contracts/postings';
import { describe, expect, it } from 'vitest';
import { adminKit, tableCounts } from '../../../test/admin-kit';
import { call } from '../../../test/test-app';
import { auditLog } from '../../db/schema/admin';
import { organizations } from '../../db/schema/organizations';
import {
  app,
  BASE,
  code,
  createPosting,
  data,
  db,
  field,
  postingIn,
  postingRow,
  team,
} from './postings-test-kit';

// Admins' postings on behalf of an organization (docs/decisions/057-admin-workspace.md): the
// recruiters' rules through the recruiters' service functions, and an audit entry per change.

const ADMIN = '/api/admin/postings';
const kit = adminKit(app, db);

async function setUp() {
  const people = await team();
  const admin = await kit.admin();
  return { ...people, admin };
}

const auditOf = (postingId: string) =>
  db.select().from(auditLog).where(eq(auditLog.targetId, postingId)).orderBy(auditLog.createdAt);

describe('the admin postings list', () => {
  it('shows every organization’s postings with their organization, filtered by organization, state and search', async () => {
    const { admin, owner, other, organizationId, otherOrganizationId } = await setUp();
    const draft = await createPosting(owner.token, { title: 'Platform Engineer' });
    const open = await postingIn(owner.token, 'open');
    const theirs = await createPosting(other.token, { title: 'Data Analyst' });

    const all = await call(app, 'GET', `${ADMIN}?page_size=100`, { token: admin.token });
    expect(all.status).toBe(200);
    const page = data<AdminPostingPage>(all);
    const ids = page.postings.map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining([draft.id, open.id, theirs.id]));
    expect(page.postings.find((p) => p.id === theirs.id)?.organization).toEqual({
      id: otherOrganizationId,
      name: 'Globex Talent',
    });

    const mine = data<AdminPostingPage>(
      await call(app, 'GET', `${ADMIN}?organization_id=${organizationId}`, { token: admin.token }),
    );
    expect(mine.postings.map((p) => p.id).sort()).toEqual([draft.id, open.id].sort());
    expect(mine.total).toBe(2);
    expect(mine.counts).toMatchObject({ all: 2, draft: 1, open: 1 });

    const opened = data<AdminPostingPage>(
      await call(app, 'GET', `${ADMIN}?organization_id=${organizationId}&state=open`, {
        token: admin.token,
      }),
    );
    expect(opened.postings.map((p) => p.id)).toEqual([open.id]);
    expect(opened.total).toBe(1);

    const searched = data<AdminPostingPage>(
      await call(app, 'GET', `${ADMIN}?search=platform&organization_id=${organizationId}`, {
        token: admin.token,
      }),
    );
    expect(searched.postings.map((p) => p.id)).toEqual([draft.id]);

    const paged = data<AdminPostingPage>(
      await call(app, 'GET', `${ADMIN}?organization_id=${organizationId}&page=2&page_size=1`, {
        token: admin.token,
      }),
    );
    expect(paged).toMatchObject({ page: 2, page_size: 1, total: 2 });
    expect(paged.postings).toHaveLength(1);
  });

  it('answers 404 for an organization that does not exist or does not recruit, 400 for bad input', async () => {
    const { admin } = await setUp();
    const [individual] = await db
      .insert(organizations)
      .values({ name: 'Just Me', organizationType: 'individual' })
      .returning();
    for (const id of [randomUUID(), individual!.id]) {
      const res = await call(app, 'GET', `${ADMIN}?organization_id=${id}`, { token: admin.token });
      expect(res.status).toBe(404);
      expect(field(res)).toBe('organization_id');
    }
    for (const [query, name] of [
      ['organization_id=nope', 'organization_id'],
      ['state=paused', 'state'],
      ['page_size=500', 'page_size'],
    ]) {
      const res = await call(app, 'GET', `${ADMIN}?${query}`, { token: admin.token });
      expect(res.status).toBe(400);
      expect(field(res)).toBe(name);
    }
  });
});

describe('admin changes to postings', () => {
  it('create a draft on behalf of an organization, which its recruiters then see, audited', async () => {
    const { admin, recruiter, organizationId, reviewer } = await setUp();
    const res = await call(app, 'POST', ADMIN, {
      token: admin.token,
      body: {
        organization_id: organizationId,
        title: 'Support Lead',
        location: 'Izmir',
        hiring_team: [reviewer.id],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const created = data(res);
    expect(created).toMatchObject({ title: 'Support Lead', state: 'draft', location: 'Izmir' });
    expect(created.hiring_team.map((m) => m.id)).toEqual([reviewer.id]);
    expect((await postingRow(created.id)).organizationId).toBe(organizationId);
    expect((await postingRow(created.id)).createdBy).toBe(admin.id);

    const seen = data<PostingList>(await call(app, 'GET', BASE, { token: recruiter.token }));
    expect(seen.items.map((p) => p.id)).toContain(created.id);

    expect(await auditOf(created.id)).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'posting.create',
        targetType: 'posting',
        organizationId,
        after: { title: 'Support Lead', state: 'draft' },
      }),
    ]);
  });

  it('refuse a missing or non-recruiting organization (404) and bad input (400), writing nothing', async () => {
    const { admin, organizationId, other } = await setUp();
    const [individual] = await db
      .insert(organizations)
      .values({ name: 'Just Me', organizationType: 'individual' })
      .returning();
    const before = await tableCounts(db);
    for (const id of [randomUUID(), individual!.id]) {
      const res = await call(app, 'POST', ADMIN, {
        token: admin.token,
        body: { organization_id: id, title: 'Engineer' },
      });
      expect(res.status).toBe(404);
      expect(field(res)).toBe('organization_id');
    }
    for (const [body, name] of [
      [{ title: 'Engineer' }, 'organization_id'],
      [{ organization_id: organizationId }, 'title'],
      [{ organization_id: organizationId, title: 'x', salary_min: -1 }, 'salary_min'],
      // A member of another organization is not on this one's team: the recruiters' rule.
      [{ organization_id: organizationId, title: 'x', hiring_team: [other.id] }, 'hiring_team'],
    ] as const) {
      const res = await call(app, 'POST', ADMIN, { token: admin.token, body });
      expect({ status: res.status, field: field(res) }).toEqual({ status: 400, field: name });
    }
    expect(await tableCounts(db)).toEqual(before);
  });

  it('edit a posting of any organization with the recruiters’ rules, audited with what changed', async () => {
    const { admin, owner } = await setUp();
    const posting = await createPosting(owner.token, { title: 'Engineer', location: 'Ankara' });
    const read = await call(app, 'GET', `${ADMIN}/${posting.id}`, { token: admin.token });
    expect(read.status).toBe(200);
    expect(data(read)).toMatchObject({ id: posting.id, title: 'Engineer' });

    const res = await call(app, 'PATCH', `${ADMIN}/${posting.id}`, {
      token: admin.token,
      body: { title: 'Senior Engineer', location: 'Ankara' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(data(res).title).toBe('Senior Engineer');
    expect((await postingRow(posting.id)).title).toBe('Senior Engineer');
    expect(await auditOf(posting.id)).toEqual([
      expect.objectContaining({
        action: 'posting.update',
        before: { title: 'Engineer' },
        after: { title: 'Senior Engineer' },
      }),
    ]);

    const bad = await call(app, 'PATCH', `${ADMIN}/${posting.id}`, {
      token: admin.token,
      body: { salary_min: 10, salary_max: 5, salary_currency: 'EUR', salary_period: 'year' },
    });
    expect(bad.status).toBe(400);
    const same = await call(app, 'PATCH', `${ADMIN}/${posting.id}`, {
      token: admin.token,
      body: { title: 'Senior Engineer' },
    });
    expect(same.status).toBe(200);
    const unknown = await call(app, 'PATCH', `${ADMIN}/${randomUUID()}`, {
      token: admin.token,
      body: { title: 'x' },
    });
    expect(unknown.status).toBe(404);
    expect(await auditOf(posting.id)).toHaveLength(1);
  });

  it('close an open posting and refuse a move the state machine does not allow, audited', async () => {
    const { admin, owner } = await setUp();
    const posting = await postingIn(owner.token, 'open');
    const closed = await call(app, 'POST', `${ADMIN}/${posting.id}/state`, {
      token: admin.token,
      body: { state: 'closed' },
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(data(closed).state).toBe('closed');
    expect((await postingRow(posting.id)).state).toBe('closed');

    const refused = await call(app, 'POST', `${ADMIN}/${posting.id}/state`, {
      token: admin.token,
      body: { state: 'draft' },
    });
    expect(refused.status).toBe(409);
    expect(code(refused)).toBe('posting.invalid_transition');

    const reopened = await call(app, 'POST', `${ADMIN}/${posting.id}/state`, {
      token: admin.token,
      body: { state: 'open' },
    });
    expect(data(reopened).state).toBe('open');

    expect(await auditOf(posting.id)).toEqual([
      expect.objectContaining({
        action: 'posting.state',
        before: { state: 'open' },
        after: { state: 'closed' },
      }),
      expect.objectContaining({
        action: 'posting.state',
        before: { state: 'closed' },
        after: { state: 'open' },
      }),
    ]);
  });
});
