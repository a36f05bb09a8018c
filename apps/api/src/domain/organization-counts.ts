import { and, eq, like } from 'drizzle-orm';
import type { PostingState } from '@rehearse/contracts/postings';
import type { Db } from '../db/db';
import { organizationCounts } from '../db/schema/organization-counts';

// The totals the database keeps for an organization's long lists (triggers of migration 0015;
// docs/decisions/046-flat-hiring-lists.md): read in one indexed lookup whatever the list's size.

export async function postingCountsOf(
  db: Db,
  organizationId: string,
): Promise<{ state: PostingState; count: number }[]> {
  const rows = await db
    .select({ list: organizationCounts.list, total: organizationCounts.total })
    .from(organizationCounts)
    .where(
      and(
        eq(organizationCounts.organizationId, organizationId),
        like(organizationCounts.list, 'postings.%'),
      ),
    );
  return rows.map((row) => ({
    state: row.list.slice('postings.'.length) as PostingState,
    count: row.total,
  }));
}

export async function libraryQuestionCount(db: Db, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ total: organizationCounts.total })
    .from(organizationCounts)
    .where(
      and(
        eq(organizationCounts.organizationId, organizationId),
        eq(organizationCounts.list, 'questions'),
      ),
    );
  return row?.total ?? 0;
}
