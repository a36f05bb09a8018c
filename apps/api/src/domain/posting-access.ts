import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/db';
import { isUuid } from '../db/ids';
import { postingHiringTeam, postings } from '../db/schema/postings';
import { notFound } from '../platform/errors';
import type { OrganizationRole } from '@rehearse/contracts/organizations';
import {
  ANY_MEMBER,
  requireOrganizationRole,
  requireRole,
  type Membership,
} from './organization-access';

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

// `roles` narrows who may act once the posting is theirs to see (EDITORS to change
// candidates: a reviewer on the team gets 403 organization.role_forbidden, one off it 404);
// `lock` holds the posting's row (FOR SHARE) until the
// transaction ends, so a change to its candidates cannot race the posting being closed.
export async function requirePostingAccess(
  db: Db,
  user: { id: string },
  postingId: string,
  {
    roles = ANY_MEMBER,
    lock = false,
  }: { roles?: readonly OrganizationRole[]; lock?: boolean } = {},
): Promise<PostingAccess> {
  const membership = await requireOrganizationRole(db, user, ANY_MEMBER);
  const missing = () => notFound('No such posting in your organization', 'id');
  if (!isUuid(postingId)) throw missing();
  const query = db
    .select({ posting: postings, teamMember: postingHiringTeam.userId })
    .from(postings)
    .leftJoin(
      postingHiringTeam,
      and(eq(postingHiringTeam.postingId, postings.id), eq(postingHiringTeam.userId, user.id)),
    )
    .where(and(eq(postings.id, postingId), eq(postings.organizationId, membership.organizationId)));
  const [row] = lock ? await query.for('share', { of: postings }) : await query;
  if (!row) throw missing();
  const onTeam = row.teamMember !== null;
  if (membership.role === 'reviewer' && !onTeam) throw missing();
  requireRole(membership, roles);
  return { membership, posting: row.posting, onTeam };
}
