import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type {
  CandidateScorecards,
  Scorecard,
  ScorecardInput,
} from '@rehearse/contracts/scorecards';
import type { Db } from '../../db/db';
import { isUuid } from '../../db/ids';
import { postingCandidateEvents, postingCandidates } from '../../db/schema/posting-candidates';
import { rubricCriteria } from '../../db/schema/rubrics';
import { scorecardRatings, scorecards } from '../../db/schema/scorecards';
import { users } from '../../db/schema/users';
import { EDITORS } from '../../domain/organization-access';
import {
  anonymousName,
  requirePostingAccess,
  type PostingAccess,
} from '../../domain/posting-access';
import { candidateTotals, criterionStats, toAggregate } from '../../domain/scorecard-aggregates';
import { anonymised, scoreAccess } from '../../domain/score-visibility';
import { AppError, notFound } from '../../platform/errors';
import type { ServiceContext } from '../../platform/services';

// Scorecards and blind review (docs/decisions/049-scorecards-and-blind-review.md). Members of a
// posting's hiring team score its candidates once they finished the interview; whether they
// see the others' scorecards is decided here, on the server, by the posting's visibility.

export type Actor = Pick<ServiceContext, 'user'>;
type CandidateRow = typeof postingCandidates.$inferSelect;

// Stages of a candidate who has finished the interview.
export const SCORABLE = ['completed', 'in_review', 'shortlisted', 'rejected', 'hired'] as const;

async function loadCandidate(db: Db, access: PostingAccess, candidateId: string) {
  const missing = () => notFound('No such candidate on this posting', 'candidateId');
  if (!isUuid(candidateId)) throw missing();
  const [row] = await db
    .select()
    .from(postingCandidates)
    .where(
      and(
        eq(postingCandidates.id, candidateId),
        eq(postingCandidates.postingId, access.posting.id),
      ),
    );
  if (!row) throw missing();
  return row;
}

export async function rubricCriteriaOf(db: Db, rubricId: string | null) {
  if (!rubricId) return [];
  return db
    .select({
      id: rubricCriteria.id,
      name: rubricCriteria.name,
      description: rubricCriteria.description,
      weight: rubricCriteria.weight,
      anchors: rubricCriteria.anchors,
    })
    .from(rubricCriteria)
    .where(eq(rubricCriteria.rubricId, rubricId))
    .orderBy(asc(rubricCriteria.position));
}

// Whether the others' scorecards of a candidate are hidden from the caller, and why: the one
// rule of domain/score-visibility.ts, given whether the caller submitted their own.
export function hiddenReason(
  access: PostingAccess,
  mineSubmitted: boolean,
): CandidateScorecards['hidden_reason'] {
  switch (scoreAccess(access)) {
    case 'all':
      return null;
    case 'after-submitting':
      return mineSubmitted ? null : 'submit-first';
    case 'none':
      return 'never';
  }
}

async function readScorecards(
  db: Db,
  candidateId: string,
  only: { reviewerId: string } | { except: string; submitted: true },
): Promise<Scorecard[]> {
  const cards = await db
    .select({ card: scorecards, reviewerName: users.name })
    .from(scorecards)
    .innerJoin(users, eq(users.id, scorecards.reviewerId))
    .where(
      and(
        eq(scorecards.candidateId, candidateId),
        'reviewerId' in only
          ? eq(scorecards.reviewerId, only.reviewerId)
          : and(ne(scorecards.reviewerId, only.except), isNotNull(scorecards.submittedAt)),
      ),
    )
    .orderBy(asc(scorecards.submittedAt), asc(scorecards.id));
  if (cards.length === 0) return [];
  const ratings = await db
    .select()
    .from(scorecardRatings)
    .innerJoin(rubricCriteria, eq(rubricCriteria.id, scorecardRatings.criterionId))
    .where(
      inArray(
        scorecardRatings.scorecardId,
        cards.map(({ card }) => card.id),
      ),
    )
    .orderBy(asc(rubricCriteria.position));
  return cards.map(({ card, reviewerName }) => ({
    id: card.id,
    reviewer: { id: card.reviewerId, name: reviewerName },
    ratings: ratings
      .filter((row) => row.scorecard_ratings.scorecardId === card.id)
      .map(({ scorecard_ratings: r }) => ({
        criterion_id: r.criterionId,
        rating: r.rating,
        note: r.note,
      })),
    notes: card.notes,
    recommendation: card.recommendation,
    submitted_at: card.submittedAt?.toISOString() ?? null,
    updated_at: card.updatedAt.toISOString(),
  }));
}

const canScore = (access: PostingAccess, candidate: CandidateRow) =>
  access.onTeam &&
  access.posting.rubricId !== null &&
  (SCORABLE as readonly string[]).includes(candidate.stage);

export async function getCandidateScorecards(
  db: Db,
  ctx: Actor,
  postingId: string,
  candidateId: string,
): Promise<CandidateScorecards> {
  const access = await requirePostingAccess(db, ctx.user, postingId);
  const candidate = await loadCandidate(db, access, candidateId);
  const criteria = await rubricCriteriaOf(db, access.posting.rubricId);
  const [mine] = await readScorecards(db, candidate.id, { reviewerId: ctx.user.id });
  const hidden = hiddenReason(access, Boolean(mine?.submitted_at));
  let others: Scorecard[] | null = null;
  let aggregate: CandidateScorecards['aggregate'] = null;
  if (!hidden) {
    others = await readScorecards(db, candidate.id, { except: ctx.user.id, submitted: true });
    const rubricId = access.posting.rubricId;
    const [stats, [totals]] = await Promise.all([
      rubricId ? criterionStats(db, postingId, rubricId, [candidate.id]) : [],
      candidateTotals(db, postingId, rubricId, [candidate.id]),
    ]);
    aggregate = toAggregate(criteria, stats, totals);
  }
  return {
    candidate: {
      id: candidate.id,
      name: anonymised(access) ? anonymousName(candidate.id) : candidate.name,
      stage: candidate.stage,
    },
    criteria,
    visibility: access.posting.scorecardVisibility,
    can_score: canScore(access, candidate),
    can_decide: EDITORS.includes(access.membership.role),
    mine: mine ?? null,
    others,
    aggregate,
    hidden_reason: hidden,
  };
}

// The caller's scorecard for a candidate, locked for this transaction (created as an empty
// draft the first time).
async function lockMyScorecard(db: Db, access: PostingAccess, candidate: CandidateRow) {
  if (!access.onTeam) {
    throw new AppError(
      'scorecard.not_on_team',
      'Only members of the posting’s hiring team score its candidates',
    );
  }
  if (!access.posting.rubricId) {
    throw new AppError('scorecard.no_rubric', 'This posting has no rubric to score on');
  }
  if (!(SCORABLE as readonly string[]).includes(candidate.stage)) {
    throw new AppError('scorecard.not_ready', 'This candidate has not finished the interview yet', {
      params: { stage: candidate.stage },
    });
  }
  await db
    .insert(scorecards)
    .values({
      organizationId: access.posting.organizationId,
      candidateId: candidate.id,
      reviewerId: access.membership.userId,
    })
    .onConflictDoNothing();
  const [card] = await db
    .select()
    .from(scorecards)
    .where(
      and(
        eq(scorecards.candidateId, candidate.id),
        eq(scorecards.reviewerId, access.membership.userId),
      ),
    )
    .for('update');
  return card;
}

type ScorecardRow = typeof scorecards.$inferSelect;

// Every change to the caller's own scorecard: under its row lock, in one transaction; the
// answer is the candidate's scorecards as the caller now sees them.
async function changeMyScorecard(
  db: Db,
  ctx: Actor,
  access: PostingAccess,
  candidate: CandidateRow,
  change: (tx: Db, card: ScorecardRow) => Promise<void>,
): Promise<CandidateScorecards> {
  await db.transaction(async (tx) => change(tx, await lockMyScorecard(tx, access, candidate)));
  return getCandidateScorecards(db, ctx, access.posting.id, candidate.id);
}

export async function saveMyScorecard(
  db: Db,
  ctx: Actor,
  postingId: string,
  candidateId: string,
  input: ScorecardInput,
): Promise<CandidateScorecards> {
  const access = await requirePostingAccess(db, ctx.user, postingId);
  const candidate = await loadCandidate(db, access, candidateId);
  const criteria = new Set(
    (await rubricCriteriaOf(db, access.posting.rubricId)).map((criterion) => criterion.id),
  );
  const seen = new Set<string>();
  input.ratings.forEach((rating, index) => {
    const field = `ratings.${index}.criterion_id`;
    if (!criteria.has(rating.criterion_id)) {
      throw new AppError('validation.unknown_id', 'Not a criterion of this posting’s rubric', {
        field,
      });
    }
    if (seen.has(rating.criterion_id)) {
      throw new AppError('scorecard.criterion_twice', 'This criterion is rated twice', { field });
    }
    seen.add(rating.criterion_id);
  });
  return changeMyScorecard(db, ctx, access, candidate, async (tx, card) => {
    if (card.submittedAt) {
      throw new AppError(
        'scorecard.submitted',
        'This scorecard is submitted; reopen it to change it',
      );
    }
    await tx.delete(scorecardRatings).where(eq(scorecardRatings.scorecardId, card.id));
    if (input.ratings.length > 0) {
      await tx.insert(scorecardRatings).values(
        input.ratings.map((rating) => ({
          scorecardId: card.id,
          criterionId: rating.criterion_id,
          rating: rating.rating,
          note: rating.note.trim(),
        })),
      );
    }
    await tx
      .update(scorecards)
      .set({
        notes: input.notes.trim(),
        recommendation: input.recommendation,
        updatedAt: sql`now()`,
      })
      .where(eq(scorecards.id, card.id));
  });
}

// Submitting locks the scorecard, needs a recommendation, and moves a candidate who just
// completed into review.
export async function submitMyScorecard(
  db: Db,
  ctx: Actor,
  postingId: string,
  candidateId: string,
): Promise<CandidateScorecards> {
  const access = await requirePostingAccess(db, ctx.user, postingId);
  const candidate = await loadCandidate(db, access, candidateId);
  return changeMyScorecard(db, ctx, access, candidate, async (tx, card) => {
    if (card.submittedAt) {
      throw new AppError('scorecard.submitted', 'This scorecard is already submitted');
    }
    if (!card.recommendation) {
      throw new AppError(
        'scorecard.recommendation_required',
        'Choose an overall recommendation before submitting',
        { field: 'recommendation' },
      );
    }
    await tx
      .update(scorecards)
      .set({ submittedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(scorecards.id, card.id));
    const moved = await tx
      .update(postingCandidates)
      .set({ stage: 'in_review', updatedAt: sql`now()` })
      .where(and(eq(postingCandidates.id, candidate.id), eq(postingCandidates.stage, 'completed')))
      .returning({ id: postingCandidates.id });
    await tx.insert(postingCandidateEvents).values([
      { candidateId: candidate.id, actorId: ctx.user.id, kind: 'scorecard_submitted' },
      ...moved.map(() => ({
        candidateId: candidate.id,
        actorId: ctx.user.id,
        kind: 'stage',
        detail: { from: 'completed', to: 'in_review' },
      })),
    ]);
  });
}

// Only its author reopens a submitted scorecard (everyone's own is the only one they reach).
export async function reopenMyScorecard(
  db: Db,
  ctx: Actor,
  postingId: string,
  candidateId: string,
): Promise<CandidateScorecards> {
  const access = await requirePostingAccess(db, ctx.user, postingId);
  const candidate = await loadCandidate(db, access, candidateId);
  return changeMyScorecard(db, ctx, access, candidate, async (tx, card) => {
    if (!card.submittedAt) {
      throw new AppError('scorecard.not_submitted', 'This scorecard is still a draft');
    }
    await tx
      .update(scorecards)
      .set({ submittedAt: null, updatedAt: sql`now()` })
      .where(eq(scorecards.id, card.id));
    await tx
      .insert(postingCandidateEvents)
      .values({ candidateId: candidate.id, actorId: ctx.user.id, kind: 'scorecard_reopened' });
  });
}
