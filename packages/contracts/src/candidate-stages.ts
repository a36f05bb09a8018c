import { z } from 'zod';

// Where a candidate is in a posting's pipeline (issue 15): invited until they start the
// interview, started, completed; then the team moves them on. Expired: the deadline passed
// unfinished; withdrawn: revoked by the team or by the candidate.
export const CANDIDATE_STAGES = [
  'invited',
  'started',
  'completed',
  'in_review',
  'shortlisted',
  'rejected',
  'hired',
  'expired',
  'withdrawn',
] as const;
export const candidateStageSchema = z.enum(CANDIDATE_STAGES);
export type CandidateStage = z.infer<typeof candidateStageSchema>;
