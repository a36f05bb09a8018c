import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/db';
import { isUuid } from '../db/ids';
import { postingHiringTeam, postings } from '../db/schema/postings';
import { notFound } from '../platform/errors';
import { ANY_MEMBER, requireOrganizationRole, type Membership } from './organization-access';

// Who may see a posting's candidates (issue 15): owners and recruiters of its organization,
// and reviewers on its hiring team. Anyone else, and any id of another organization, gets 404,
// as if the posting did not exist.

// "Candidate 3F2A": a stable label from a candidate record's id, shown instead of the name
// where a posting's review is anonymised (docs/decisions/049-scorecards-and-blind-review.md).
export const anonymousName = (candidateId: string) =>
  `Candidate ${candidateId.replaceAll('-', '').slice(0, 4).toUpperCase()}`;

export type PostingAccess = {
  membership: Membership;
  posting: typeof postings.$inferSelect;
  // On the posting's hiring team: the members who score its candidates.
  onTeam: boolean;
};

export async function requirePostingAccess(
  db: Db,
  user: { id: string },
  postingId: string,
): Promise<PostingAccess> {
  const membership = await requireOrganizationRole(db, user, ANY_MEMBER);
  const missing = () => notFound('No such posting in your organization', 'id');
  if (!isUuid(postingId)) throw missing();
  const [row] = await db
    .select({ posting: postings, teamMember: postingHiringTeam.userId })
    .from(postings)
    .leftJoin(
      postingHiringTeam,
      and(eq(postingHiringTeam.postingId, postings.id), eq(postingHiringTeam.userId, user.id)),
    )
    .where(and(eq(postings.id, postingId), eq(postings.organizationId, membership.organizationId)));
  if (!row) throw missing();
  const onTeam = row.teamMember !== null;
  if (membership.role === 'reviewer' && !onTeam) throw missing();
  return { membership, posting: row.posting, onTeam };
}
