// The totals the database keeps for the hiring lists (migration 0015's triggers) stay equal to a
// real count through every kind of write: inserts, state changes, deletes, bulk SQL, concurrent
// writers, and the deletion of the whole organization.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { organizations } from '../db/schema/organizations';
import { postings } from '../db/schema/postings';
import { questions } from '../db/schema/questions';
import { libraryQuestionCount, postingCountsOf } from './organization-counts';

const { db } = await useTestApp();

async function organization(name = 'Counted') {
  const [row] = await db
    .insert(organizations)
    .values({ name, organizationType: 'recruiting' })
    .returning({ id: organizations.id });
  return row.id;
}

const addPosting = (organizationId: string, state: 'draft' | 'open' = 'draft') =>
  db
    .insert(postings)
    .values({
      organizationId,
      title: 'Engineer',
      workplaceType: 'remote',
      employmentType: 'full-time',
      state,
    })
    .returning({ id: postings.id })
    .then(([row]) => row.id);

// The counter, next to the truth it stands for.
async function postingCounts(organizationId: string) {
  const kept = Object.fromEntries(
    (await postingCountsOf(db, organizationId))
      .filter((row) => row.count !== 0)
      .map((row) => [row.state, row.count]),
  );
  const real = await db
    .select({ state: postings.state, count: sql<number>`count(*)::int` })
    .from(postings)
    .where(eq(postings.organizationId, organizationId))
    .groupBy(postings.state);
  expect(kept).toEqual(Object.fromEntries(real.map((row) => [row.state, row.count])));
  return kept;
}

describe('organization counts', () => {
  it('follow postings through inserts, state changes and deletes', async () => {
    const org = await organization();
    const other = await organization('Other');
    expect(await postingCounts(org)).toEqual({});
    const [a, b] = [await addPosting(org), await addPosting(org)];
    await addPosting(other, 'open');
    expect(await postingCounts(org)).toEqual({ draft: 2 });

    await db.update(postings).set({ state: 'open' }).where(eq(postings.id, a));
    // A write that leaves the state alone changes nothing.
    await db.update(postings).set({ title: 'Renamed' }).where(eq(postings.id, b));
    expect(await postingCounts(org)).toEqual({ draft: 1, open: 1 });

    await db.delete(postings).where(eq(postings.id, b));
    expect(await postingCounts(org)).toEqual({ open: 1 });
    expect(await postingCounts(other)).toEqual({ open: 1 });
  });

  it('stay exact with concurrent writers and bulk SQL', async () => {
    const org = await organization();
    await Promise.all(Array.from({ length: 12 }, () => addPosting(org)));
    await db.execute(sql`
      insert into postings (organization_id, title, workplace_type, employment_type, state)
      select ${org}, 'Bulk ' || g, 'hybrid', 'contract', 'open' from generate_series(1, 30) g`);
    expect(await postingCounts(org)).toEqual({ draft: 12, open: 30 });
  });

  it('a failed write leaves the count as it was', async () => {
    const org = await organization();
    await addPosting(org);
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(postings).values({
          organizationId: org,
          title: 'Rolled back',
          workplaceType: 'remote',
          employmentType: 'full-time',
        });
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    expect(await postingCounts(org)).toEqual({ draft: 1 });
  });

  it('count an organization library, never the shared bank', async () => {
    const org = await organization();
    const bankBefore = await db.$count(questions);
    const ids = ['q-count-1', 'q-count-2', 'q-count-3'];
    await db.insert(questions).values(
      ids.map((id) => ({
        id,
        organizationId: org,
        kind: 'open' as const,
        prompt: `Prompt ${id}`,
        difficulty: 2,
        timeGuideSeconds: 90,
      })),
    );
    expect(await libraryQuestionCount(db, org)).toBe(3);
    await db.delete(questions).where(eq(questions.id, 'q-count-2'));
    expect(await libraryQuestionCount(db, org)).toBe(2);
    expect(await db.$count(questions)).toBe(bankBefore + 2);
  });

  it('go with their organization when it is deleted', async () => {
    const org = await organization();
    await addPosting(org);
    await addPosting(org, 'open');
    await db.delete(organizations).where(eq(organizations.id, org));
    expect(await postingCountsOf(db, org)).toEqual([]);
    expect(await libraryQuestionCount(db, org)).toBe(0);
  });
});
