import { z } from 'zod';
import { emailSchema, personNameSchema } from './auth';
import { organizationRoleSchema } from './organizations';

// One-way interview invitations and a posting's candidate pipeline (issue 15,
// docs/decisions/047-candidate-invitations.md). Owners and recruiters invite and change;
// reviewers on the posting's hiring team read.

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

// Stages at or past "started" and at or past "completed": what the two rates count.
export const STARTED_OR_FURTHER: readonly CandidateStage[] = [
  'started',
  'completed',
  'in_review',
  'shortlisted',
  'rejected',
  'hired',
];
export const COMPLETED_OR_FURTHER: readonly CandidateStage[] = [
  'completed',
  'in_review',
  'shortlisted',
  'rejected',
  'hired',
];
// A link can be sent again, and the deadline moved, only before the candidate finished and
// while the invitation stands.
export const OPEN_STAGES: readonly CandidateStage[] = ['invited', 'started', 'expired'];

export const CANDIDATES_PAGE_SIZE_MAX = 100;
export const CSV_IMPORT_MAX_ROWS = 1_000;
// 1,000 rows of 400 characters; the text fits the API's 1 MB body limit even in multi-byte scripts.
export const CSV_IMPORT_MAX_LENGTH = 400_000;
export const EXTEND_MAX_DAYS = 60;

export const candidateSchema = z.object({
  id: z.string(),
  posting_id: z.string(),
  name: z.string(),
  email: z.string(),
  stage: candidateStageSchema,
  deadline_at: z.string(),
  invited_at: z.string(),
  last_sent_at: z.string().nullable(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  // The pending reminder's time, when one is queued.
  reminder_at: z.string().nullable(),
  updated_at: z.string(),
});
export type Candidate = z.infer<typeof candidateSchema>;

export const CANDIDATE_SORTS = ['updated', 'name', 'invited', 'completed', 'score'] as const;
export const candidateSortSchema = z.enum(CANDIDATE_SORTS);
export type CandidateSort = z.infer<typeof candidateSortSchema>;

export const candidateListQuerySchema = z.object({
  // Name or email, anywhere, ignoring case.
  search: z.string().trim().max(200).optional(),
  stage: candidateStageSchema.optional(),
  // updated: last change first; name: A to Z; invited: newest first; completed: latest first;
  // score: highest overall score first, candidates without one (or whose score blind scoring
  // hides from the caller) last. Refused (403 candidate.scores_hidden) to a caller who may see
  // no score on the posting.
  sort: candidateSortSchema.default('updated'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(CANDIDATES_PAGE_SIZE_MAX).default(20),
});
export type CandidateListQuery = z.infer<typeof candidateListQuerySchema>;

export const candidateCountsSchema = z.object({
  all: z.number().int(),
  ...Object.fromEntries(CANDIDATE_STAGES.map((stage) => [stage, z.number().int()])),
}) as z.ZodObject<Record<'all' | CandidateStage, z.ZodNumber>>;
export type CandidateCounts = Record<'all' | CandidateStage, number>;

// Which candidates' overall scores the caller sees in the table (decision 049): `all`;
// `after-submitting`, those they submitted their own scorecard for; `none`, no score and no
// sort by score (a team member under blind scoring "never", or one of an anonymised posting
// who sees the candidates' names here).
export const SCORE_ACCESS = ['all', 'after-submitting', 'none'] as const;
export const scoreAccessSchema = z.enum(SCORE_ACCESS);
export type ScoreAccess = z.infer<typeof scoreAccessSchema>;

export const candidateListItemSchema = candidateSchema.extend({
  // The weighted overall of the submitted scorecards (1-5, 2 decimals); null when there is none
  // or the caller may not see it.
  score: z.number().nullable(),
});
export type CandidateListItem = z.infer<typeof candidateListItemSchema>;

export const candidateListSchema = z.object({
  items: z.array(candidateListItemSchema),
  // Candidates matching the search and stage.
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  // The whole posting's candidates per stage (kept by the database; a search does not change them).
  counts: candidateCountsSchema,
  // Of the invited candidates not withdrawn: the share that started (or went further) and the
  // share that completed (or went further); null with no such candidate.
  acceptance_rate: z.number().nullable(),
  completion_rate: z.number().nullable(),
  role: organizationRoleSchema,
  score_access: scoreAccessSchema,
});
export type CandidateList = z.infer<typeof candidateListSchema>;

export const candidateEventSchema = z.object({
  id: z.string(),
  kind: z.string(),
  actor_name: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type CandidateEvent = z.infer<typeof candidateEventSchema>;

export const candidateDetailSchema = candidateSchema.extend({
  events: z.array(candidateEventSchema),
});
export type CandidateDetail = z.infer<typeof candidateDetailSchema>;

export const inviteCandidateSchema = z
  .object({ name: personNameSchema, email: emailSchema })
  .strict();
export type InviteCandidateInput = z.infer<typeof inviteCandidateSchema>;

export const invitedCandidateSchema = z.object({
  candidate: candidateSchema,
  // True when this posting had already invited the email: the one record is answered unchanged.
  already_invited: z.boolean(),
});
export type InvitedCandidate = z.infer<typeof invitedCandidateSchema>;

export const importCandidatesSchema = z
  .object({
    csv: z.string().max(CSV_IMPORT_MAX_LENGTH),
    dry_run: z.boolean(),
  })
  .strict();
export type ImportCandidatesInput = z.infer<typeof importCandidatesSchema>;

export const IMPORT_ROW_PROBLEMS = [
  'missing_name',
  'bad_email',
  'duplicate_in_file',
  'already_invited',
] as const;
export const importRowProblemSchema = z.enum(IMPORT_ROW_PROBLEMS);
export type ImportRowProblem = z.infer<typeof importRowProblemSchema>;

export const importRowSchema = z.object({
  // The line in the file (1-based, the header counted).
  row: z.number().int(),
  name: z.string(),
  email: z.string(),
  ok: z.boolean(),
  problem: importRowProblemSchema.nullable(),
  // English, naming the problem.
  message: z.string().nullable(),
  // Set once the row was invited (dry_run false).
  candidate_id: z.string().nullable(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importResultSchema = z.object({
  dry_run: z.boolean(),
  rows: z.array(importRowSchema),
  valid: z.number().int(),
  invalid: z.number().int(),
  invited: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const extendDeadlineSchema = z
  .object({ deadline_at: z.iso.datetime({ offset: true }) })
  .strict();
export type ExtendDeadlineInput = z.infer<typeof extendDeadlineSchema>;
