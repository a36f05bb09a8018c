import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RankedCandidate } from '@rehearse/contracts/scorecards';
import type { Db } from '../../db/db';
import { postingCandidates } from '../../db/schema/posting-candidates';
import { anonymousName, requirePostingAccess } from '../../domain/posting-access';
import {
  candidateTotals,
  criterionStats,
  toAggregate,
  type CriterionStats,
} from '../../domain/scorecard-aggregates';
import { anonymised } from '../../domain/score-visibility';
import { hiddenReason, rubricCriteriaOf, SCORABLE, type Actor } from './scorecards.service';

// The finished candidates of a posting ranked by their weighted overall score (unscored last),
// as far as blind scoring lets the caller see: a team member under "after submitting" sees
// the candidates they have scored; under "never", none. `hidden` counts the others.
export async function rankCandidates(
  db: Db,
  ctx: Actor,
  postingId: string,
): Promise<{ items: RankedCandidate[]; hidden: number }> {
  const access = await requirePostingAccess(db, ctx.user, postingId);
  const finished = await db
    .select({
      id: postingCandidates.id,
      name: postingCandidates.name,
      stage: postingCandidates.stage,
      // The outer row named in full: Drizzle writes a column of a one-table select without its
      // table, and a bare "id" inside this subquery would be the scorecard's own id.
      mineSubmitted: sql<boolean>`exists (
        select 1 from scorecards s where s.candidate_id = "posting_candidates"."id"
        and s.reviewer_id = ${ctx.user.id} and s.submitted_at is not null)`,
    })
    .from(postingCandidates)
    .where(
      and(eq(postingCandidates.postingId, postingId), inArray(postingCandidates.stage, SCORABLE)),
    );
  const visible = finished.filter((row) => hiddenReason(access, row.mineSubmitted) === null);
  // Everyone visible: aggregate the whole posting rather than name a thousand ids.
  const scope = visible.length === finished.length ? null : visible.map((row) => row.id);
  const rubricId = access.posting.rubricId;
  const [totalRows, statRows, criteria] = await Promise.all([
    candidateTotals(db, postingId, rubricId, scope),
    rubricId ? criterionStats(db, postingId, rubricId, scope) : [],
    rubricCriteriaOf(db, rubricId),
  ]);
  const totals = new Map(totalRows.map((row) => [row.candidate_id, row]));
  const stats = new Map<string, CriterionStats[]>();
  for (const row of statRows) {
    const rows = stats.get(row.candidate_id);
    if (rows) rows.push(row);
    else stats.set(row.candidate_id, [row]);
  }
  const anonymise = anonymised(access);
  const ranked = visible
    .map((row) => {
      const aggregate = toAggregate(criteria, stats.get(row.id) ?? [], totals.get(row.id));
      return {
        candidate_id: row.id,
        name: anonymise ? anonymousName(row.id) : row.name,
        stage: row.stage,
        overall: aggregate.overall,
        scorecards: aggregate.scorecards,
        recommendations: aggregate.recommendations,
        disagreement: aggregate.disagreement,
        gaps: aggregate.gaps,
      };
    })
    .sort(
      (a, b) =>
        (b.overall ?? -1) - (a.overall ?? -1) ||
        b.scorecards - a.scorecards ||
        a.candidate_id.localeCompare(b.candidate_id),
    )
    .map((row, index) => ({ ...row, rank: index + 1 }));
  return { items: ranked, hidden: finished.length - visible.length };
}
