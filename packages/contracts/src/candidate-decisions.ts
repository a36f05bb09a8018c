import { z } from 'zod';
import { candidateStageSchema, type CandidateStage } from './candidates';

// Decisions on a posting's candidates (issue 15, docs/decisions/050-candidate-decisions.md):
// advance to the shortlist (the "advance" email), reject (the "rejection" email, optionally
// delayed, as Greenhouse does), or mark hired (no email: the offer happens elsewhere). Only
// candidates who finished the interview are decided on; one request decides one or many.

export const DECISION_STAGES = ['shortlisted', 'rejected', 'hired'] as const;
export const decisionStageSchema = z.enum(DECISION_STAGES);
export type DecisionStage = z.infer<typeof decisionStageSchema>;
// The stages each decision starts from: candidates who finished the interview. The server
// enforces it (domain/candidate-decisions.ts); screens read it to offer only allowed moves.
export const DECIDABLE_FROM: Readonly<Record<DecisionStage, readonly CandidateStage[]>> = {
  shortlisted: ['completed', 'in_review'],
  rejected: ['completed', 'in_review', 'shortlisted'],
  hired: ['completed', 'in_review', 'shortlisted'],
};
// The decisions a candidate in this stage may receive, in DECISION_STAGES order.
export const decisionsFrom = (stage: CandidateStage): DecisionStage[] =>
  DECISION_STAGES.filter((to) => DECIDABLE_FROM[to].includes(stage));
export const DECISION_BATCH_MAX = 1000;
export const REJECTION_DELAY_HOURS_MAX = 168;

export const decisionInputSchema = z
  .object({
    candidate_ids: z.array(z.string().max(100)).min(1).max(DECISION_BATCH_MAX),
    to: decisionStageSchema,
    // Send the stage's email (none exists for hired).
    send_email: z.boolean().default(true),
    // A rejection email waits this long (0: sent now).
    delay_hours: z.number().int().min(0).max(REJECTION_DELAY_HOURS_MAX).default(0),
  })
  .strict();
export type DecisionInput = z.infer<typeof decisionInputSchema>;

export const decisionResultSchema = z.object({
  results: z.array(
    z.object({
      candidate_id: z.string(),
      ok: z.boolean(),
      // The stage the candidate is now in (unchanged when refused); null for an unknown id.
      stage: candidateStageSchema.nullable(),
      // Why it was refused: decision.not_allowed (a stage it cannot go from) or
      // request.not_found.
      error: z.object({ code: z.string(), message: z.string() }).nullable(),
    }),
  ),
});
export type DecisionResult = z.infer<typeof decisionResultSchema>;
