import { sql } from 'drizzle-orm';
import {
  DISAGREEMENT_SPREAD,
  type Aggregate,
  type CriterionAggregate,
} from '@rehearse/contracts/scorecards';
import { RECOMMENDATIONS, type Recommendation } from '@rehearse/contracts/rubrics';
import type { Db } from '../db/db';
import { selectRows } from '../db/rows';

// How a team's submitted scorecards add up (issue 15, decision 049). The database computes,
// per candidate and criterion, the mean, lowest and highest rating and how many rated it, and
// per candidate the weighted overall: the mean of the criteria's means weighted by the
// rubric's weights, over the criteria someone rated. Drafts never count. The flags follow
// from those figures: a disagreement is a spread (highest - lowest) of DISAGREEMENT_SPREAD or
// more, a gap a criterion no one rated.

export type RubricCriterion = { id: string; name: string; weight: number };

export type CriterionStats = {
  candidate_id: string;
  criterion_id: string;
  mean: number;
  min: number;
  max: number;
  ratings: number;
};

export type CandidateTotals = {
  candidate_id: string;
  scorecards: number;
  overall: number | null;
} & Record<Recommendation, number>;

const round2 = (value: number) => Math.round(value * 100) / 100;

// The submitted scorecards of the given candidates, rated on the posting's rubric.
const submittedCards = (postingId: string, candidateIds: readonly string[] | null) => sql`
  select s.id, s.candidate_id, s.recommendation
  from scorecards s
  join posting_candidates pc on pc.id = s.candidate_id
  where pc.posting_id = ${postingId} and s.submitted_at is not null
  ${
    candidateIds
      ? sql`and s.candidate_id in (${sql.join(
          candidateIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
      : sql``
  }`;

export async function criterionStats(
  db: Db,
  postingId: string,
  rubricId: string,
  candidateIds: readonly string[] | null,
): Promise<CriterionStats[]> {
  if (candidateIds?.length === 0) return [];
  return selectRows<CriterionStats>(
    db,
    sql`
      with cards as (${submittedCards(postingId, candidateIds)})
      select c.candidate_id, r.criterion_id, avg(r.rating)::float8 as mean,
             min(r.rating)::int as min, max(r.rating)::int as max, count(*)::int as ratings
      from cards c
      join scorecard_ratings r on r.scorecard_id = c.id
      join rubric_criteria rc on rc.id = r.criterion_id and rc.rubric_id = ${rubricId}
      group by c.candidate_id, r.criterion_id`,
  );
}

export async function candidateTotals(
  db: Db,
  postingId: string,
  rubricId: string | null,
  candidateIds: readonly string[] | null,
): Promise<CandidateTotals[]> {
  if (candidateIds?.length === 0) return [];
  const rows = await selectRows<CandidateTotals>(
    db,
    sql`
      with cards as (${submittedCards(postingId, candidateIds)}),
      stats as (
        select c.candidate_id, rc.weight, avg(r.rating)::float8 as mean
        from cards c
        join scorecard_ratings r on r.scorecard_id = c.id
        join rubric_criteria rc on rc.id = r.criterion_id
          and rc.rubric_id = ${rubricId ?? sql`null`}::uuid
        group by c.candidate_id, rc.id, rc.weight
      ),
      weighted as (
        select candidate_id, (sum(mean * weight) / sum(weight))::float8 as overall
        from stats group by candidate_id
      )
      select c.candidate_id, count(*)::int as scorecards, w.overall,
             ${sql.join(
               RECOMMENDATIONS.map(
                 (r) =>
                   sql`(count(*) filter (where c.recommendation = ${r}))::int as ${sql.identifier(r)}`,
               ),
               sql`, `,
             )}
      from cards c
      left join weighted w on w.candidate_id = c.candidate_id
      group by c.candidate_id, w.overall`,
  );
  return rows.map((row) => ({
    ...row,
    overall: row.overall === null ? null : round2(row.overall),
  }));
}

// One criterion's figures from its statistics (none: a gap).
export function criterionAggregate(
  criterion: RubricCriterion,
  stats: Pick<CriterionStats, 'mean' | 'min' | 'max' | 'ratings'> | undefined,
): CriterionAggregate {
  const spread = stats ? stats.max - stats.min : null;
  return {
    criterion_id: criterion.id,
    name: criterion.name,
    weight: criterion.weight,
    mean: stats ? round2(stats.mean) : null,
    min: stats?.min ?? null,
    max: stats?.max ?? null,
    spread,
    ratings: stats?.ratings ?? 0,
    disagreement: spread !== null && spread >= DISAGREEMENT_SPREAD,
    gap: !stats,
  };
}

const noRecommendations = (): Record<Recommendation, number> =>
  Object.fromEntries(RECOMMENDATIONS.map((r) => [r, 0])) as Record<Recommendation, number>;

// A candidate's aggregate from the database's figures for them.
export function toAggregate(
  criteria: readonly RubricCriterion[],
  stats: readonly CriterionStats[],
  totals: CandidateTotals | undefined,
): Aggregate {
  const byCriterion = new Map(stats.map((row) => [row.criterion_id, row]));
  const perCriterion = criteria.map((c) => criterionAggregate(c, byCriterion.get(c.id)));
  const recommendations = noRecommendations();
  for (const r of RECOMMENDATIONS) recommendations[r] = totals?.[r] ?? 0;
  return {
    scorecards: totals?.scorecards ?? 0,
    overall: totals?.overall ?? null,
    criteria: perCriterion,
    recommendations,
    disagreement: perCriterion.some((c) => c.disagreement),
    // With no submitted scorecard there is nothing to call a gap yet.
    gaps: totals?.scorecards ? perCriterion.filter((c) => c.gap).length : 0,
  };
}
