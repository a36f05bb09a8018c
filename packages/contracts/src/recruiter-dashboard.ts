import { z } from 'zod';
import { CANDIDATE_STAGES, candidateStageSchema } from './candidates';

// The recruiter dashboard (issue 15): what needs the caller now and how the organization's
// postings are doing. Reviewers see the postings whose hiring team they are on.

export const DASHBOARD_WEEKS = 12;
export const DASHBOARD_LIST_MAX = 10;

const stageCounts = z.object(
  Object.fromEntries(CANDIDATE_STAGES.map((stage) => [stage, z.number().int()])) as Record<
    (typeof CANDIDATE_STAGES)[number],
    z.ZodNumber
  >,
);

const candidateLink = z.object({
  candidate_id: z.string(),
  posting_id: z.string(),
  posting_title: z.string(),
  // "Candidate 3F2A" on a posting whose review is anonymised for the caller.
  name: z.string(),
  stage: candidateStageSchema,
  // When they finished (awaiting review) or when the draft was last saved (my drafts).
  at: z.string(),
});

export const recruiterDashboardSchema = z.object({
  open_postings: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      stages: stageCounts,
      invited: z.number().int(),
      // Finished the interview / invited (withdrawn left out); null with no one invited.
      completion_rate: z.number().nullable(),
    }),
  ),
  open_postings_total: z.number().int(),
  awaiting_review: z.array(candidateLink),
  awaiting_review_total: z.number().int(),
  my_drafts: z.array(candidateLink),
  my_drafts_total: z.number().int(),
  completion_rate: z.number().nullable(),
  // Medians, in hours: from the invitation to the finished interview, and from the finished
  // interview to the decision.
  median_hours_to_complete: z.number().nullable(),
  median_hours_to_decide: z.number().nullable(),
  weekly: z.array(
    z.object({
      week_start: z.string(),
      invited: z.number().int(),
      completed: z.number().int(),
      decided: z.number().int(),
    }),
  ),
});
export type RecruiterDashboard = z.infer<typeof recruiterDashboardSchema>;
