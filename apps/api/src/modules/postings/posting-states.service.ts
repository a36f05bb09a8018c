import { and, count, eq } from 'drizzle-orm';
import { POSTING_TRANSITIONS, type Posting, type PostingState } from '@rehearse/contracts/postings';
import type { Db } from '../../db/db';
import { postingQuestions, postings } from '../../db/schema/postings';
import { closeOutCandidates } from '../../domain/candidate-decisions';
import {
  EDITORS,
  requireOrganizationRole,
  type Membership,
} from '../../domain/organization-access';
import { AppError } from '../../platform/errors';
import type { ServiceContext } from '../../platform/services';
import { findPosting, readPosting } from './posting-reads';

// A posting's state: draft -> open -> closed -> archived, closed -> open, archived -> draft
// (docs/decisions/042-job-postings.md). A posting opens only with a title and at least one
// question. The change is a conditional UPDATE ... WHERE state = <from>, so of two changes from
// the same state at once, one succeeds and the other is refused.

type Actor = Pick<ServiceContext, 'user' | 'now'>;

const invalidTransition = (from: PostingState, to: PostingState) =>
  new AppError('posting.invalid_transition', `A posting cannot go from ${from} to ${to}`, {
    field: 'state',
    params: { from, to },
  });

// What a state's timestamps become on entering it.
function stamps(to: PostingState, now: Date): Partial<typeof postings.$inferInsert> {
  switch (to) {
    case 'open':
      return { openedAt: now, closedAt: null };
    case 'closed':
      return { closedAt: now };
    case 'archived':
      return { archivedAt: now };
    case 'draft':
      return { archivedAt: null };
  }
}

export async function changePostingState(
  db: Db,
  ctx: Actor,
  publicUrl: string,
  id: string,
  to: PostingState,
): Promise<Posting> {
  const membership = await requireOrganizationRole(db, ctx.user, EDITORS);
  return changePostingStateIn(db, membership, ctx.user, publicUrl, id, to);
}

// The change itself, in the organization of `membership`; `actor` is named on the decisions
// closing makes (a member, or an admin acting on the organization's behalf).
export async function changePostingStateIn(
  db: Db,
  membership: Membership,
  actor: { id: string; name: string },
  publicUrl: string,
  id: string,
  to: PostingState,
): Promise<Posting> {
  await db.transaction(async (tx) => {
    // Locked, so the plan cannot be emptied between the check below and the change.
    const posting = await findPosting(tx, membership.organizationId, id, { lock: true });
    const from = posting.state;
    if (!POSTING_TRANSITIONS[from].includes(to)) throw invalidTransition(from, to);
    if (to === 'open') {
      if (posting.title.trim() === '') {
        throw new AppError('validation.required', 'A posting needs a title to open', {
          field: 'title',
        });
      }
      const [{ questions }] = await tx
        .select({ questions: count() })
        .from(postingQuestions)
        .where(eq(postingQuestions.postingId, posting.id));
      if (questions === 0) {
        throw new AppError(
          'posting.no_questions',
          'A posting needs at least one interview question to open',
          { field: 'questions' },
        );
      }
    }
    const now = new Date();
    const [changed] = await tx
      .update(postings)
      .set({ state: to, updatedAt: now, ...stamps(to, now) })
      .where(and(eq(postings.id, posting.id), eq(postings.state, from)))
      .returning({ id: postings.id });
    // Someone else changed the state first (on PostgreSQL, between our read and write).
    if (!changed) {
      const current = await findPosting(tx, membership.organizationId, id);
      throw invalidTransition(current.state, to);
    }
    // Every candidate without a decision hears back (docs/decisions/050-candidate-decisions.md).
    if (to === 'closed') {
      await closeOutCandidates(tx, posting, { id: actor.id, name: actor.name }, { publicUrl, now });
    }
  });
  return readPosting(db, membership, id);
}
