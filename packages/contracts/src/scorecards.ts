import { z } from 'zod';
import { candidateStageSchema } from './candidates';
import { RECOMMENDATIONS, recommendationSchema } from './rubrics';

// Scorecards (issue 15, docs/decisions/049-scorecards-and-blind-review.md): each member of a
// posting's hiring team scores a candidate who finished the interview on the posting's rubric,
// 1-5 per criterion (a criterion may stay unrated), with notes and an overall recommendation.
// Blind scoring decides when they may see the others' scorecards; people score, the machine
// does not: no delivery metric of the candidate's coaching is shown here.

export const SCORECARD_VISIBILITIES = ['after-submitting', 'always', 'never'] as const;
export const scorecardVisibilitySchema = z.enum(SCORECARD_VISIBILITIES);
export type ScorecardVisibility = z.infer<typeof scorecardVisibilitySchema>;

export const SCORECARD_NOTES_MAX_LENGTH = 5000;
export const RATING_NOTE_MAX_LENGTH = 1000;
// A criterion whose ratings are this far apart (max - min) is flagged as a disagreement.
export const DISAGREEMENT_SPREAD = 2;

export const ratingSchema = z.object({
  criterion_id: z.string(),
  rating: z.number().int().min(1).max(5),
  note: z.string(),
});
export type Rating = z.infer<typeof ratingSchema>;

export const scorecardSchema = z.object({
  id: z.string(),
  reviewer: z.object({ id: z.string(), name: z.string() }),
  ratings: z.array(ratingSchema),
  notes: z.string(),
  recommendation: recommendationSchema.nullable(),
  // Null while a draft.
  submitted_at: z.string().nullable(),
  updated_at: z.string(),
});
export type Scorecard = z.infer<typeof scorecardSchema>;

export const criterionAggregateSchema = z.object({
  criterion_id: z.string(),
  name: z.string(),
  weight: z.number().int(),
  // Over submitted scorecards; null when no one rated it (a gap).
  mean: z.number().nullable(),
  min: z.number().int().nullable(),
  max: z.number().int().nullable(),
  spread: z.number().int().nullable(),
  ratings: z.number().int(),
  disagreement: z.boolean(),
  gap: z.boolean(),
});
export type CriterionAggregate = z.infer<typeof criterionAggregateSchema>;

export const recommendationCountsSchema = z.object(
  Object.fromEntries(RECOMMENDATIONS.map((r) => [r, z.number().int()])) as Record<
    (typeof RECOMMENDATIONS)[number],
    z.ZodNumber
  >,
);

export const aggregateSchema = z.object({
  scorecards: z.number().int(),
  // The weighted mean of the criteria's means (weights from the rubric), rated criteria only;
  // null when nothing is rated.
  overall: z.number().nullable(),
  criteria: z.array(criterionAggregateSchema),
  recommendations: recommendationCountsSchema,
  disagreement: z.boolean(),
  gaps: z.number().int(),
});
export type Aggregate = z.infer<typeof aggregateSchema>;

export const reviewCriterionSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  weight: z.number().int(),
  anchors: z.array(z.string()),
});

// Everything the review page of one candidate needs about scores, as the caller may see it.
export const candidateScorecardsSchema = z.object({
  // Named "Candidate 3F2A" when the posting's review is anonymised for the caller.
  candidate: z.object({ id: z.string(), name: z.string(), stage: candidateStageSchema }),
  criteria: z.array(reviewCriterionSchema),
  visibility: scorecardVisibilitySchema,
  // The caller is on the hiring team and the candidate has finished: they may score.
  can_score: z.boolean(),
  // The caller may advance, reject or hire (owners and recruiters).
  can_decide: z.boolean(),
  mine: scorecardSchema.nullable(),
  // Others' submitted scorecards and the aggregate, or null while blind scoring hides them
  // (`hidden_reason` says why).
  others: z.array(scorecardSchema).nullable(),
  aggregate: aggregateSchema.nullable(),
  hidden_reason: z.enum(['submit-first', 'never']).nullable(),
});
export type CandidateScorecards = z.infer<typeof candidateScorecardsSchema>;

export const scorecardInputSchema = z.object({
  ratings: z
    .array(
      z.object({
        criterion_id: z.string().max(100),
        rating: z.number().int().min(1).max(5),
        note: z.string().max(RATING_NOTE_MAX_LENGTH).default(''),
      }),
    )
    .max(50),
  notes: z.string().max(SCORECARD_NOTES_MAX_LENGTH).default(''),
  recommendation: recommendationSchema.nullable().default(null),
});
export type ScorecardInput = z.infer<typeof scorecardInputSchema>;

export const rankedCandidateSchema = z.object({
  candidate_id: z.string(),
  // "Candidate 3F2A" when the posting's review is anonymised for the caller.
  name: z.string(),
  stage: candidateStageSchema,
  rank: z.number().int(),
  overall: z.number().nullable(),
  scorecards: z.number().int(),
  recommendations: recommendationCountsSchema,
  disagreement: z.boolean(),
  gaps: z.number().int(),
});
export type RankedCandidate = z.infer<typeof rankedCandidateSchema>;
