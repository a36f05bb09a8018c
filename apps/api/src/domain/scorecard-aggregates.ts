import { sql, type SQL } from 'drizzle-orm';
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

// The submitted scorecards of the given candidates (null: all the posting's). `submittedBy`
// keeps only candidates that member submitted their own scorecard for: what a team member
// under "after submitting" may see (domain/score-visibility.ts).
const submittedCards = (
  postingId: string,
  candidateIds: readonly string[] | null,
  submittedBy: string | null = null,
) => sql`
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
  }
  ${
    submittedBy
      ? sql`and exists (select 1 from scorecards mine where mine.candidate_id = s.candidate_id
              and mine.reviewer_id = ${submittedBy} and mine.submitted_at is not null)`
      : sql``
  }`;

// The weighted overall per candidate from a set of submitted cards (a CTE's name or a
// subquery with id and candidate_id): the mean of each rubric criterion's mean rating,
// weighted by the criterion's weight, over the criteria someone rated.
const weightedOverall = (cards: SQL, rubricId: string | null) => sql`
  select candidate_id, (sum(mean * weight) / sum(weight))::float8 as overall
  from (
    select c.candidate_id, rc.weight, avg(r.rating)::float8 as mean
    from ${cards} c
    join scorecard_ratings r on r.scorecard_id = c.id
    join rubric_criteria rc on rc.id = r.criterion_id
      and rc.rubric_id = ${rubricId ?? sql`null`}::uuid
    group by c.candidate_id, rc.id, rc.weight
  ) stats
  group by candidate_id`;

// A subquery (candidate_id, overall) of the posting's scored candidates, the overall rounded to
// 2 decimals in SQL as the aggregate shows it, so that a table can order and page by it
// (decision 049). Candidates without a submitted scorecard have no row.
export const overallScores = (
  postingId: string,
  rubricId: string | null,
  {
    candidateIds = null,
    submittedBy = null,
  }: { candidateIds?: readonly string[] | null; submittedBy?: string | null } = {},
) => sql`
  select candidate_id, round(overall::numeric, 2)::float8 as overall
  from (${weightedOverall(sql`(${submittedCards(postingId, candidateIds, submittedBy)})`, rubricId)}) w`;

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
      weighted as (${weightedOverall(sql`cards`, rubricId)})
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
