// The one-way interviews a Rehearse account keeps in its workspace (issue 15,
// docs/decisions/048-candidate-one-way-interview.md), with the link back while it still opens.
import type { KeptInterviews, KeptInterviewState } from '@rehearse/contracts/candidate-interview';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { candidateInterviewKeeps } from '../../db/schema/candidate-interview-keeps';
import { organizations } from '../../db/schema/organizations';
import { postingCandidates } from '../../db/schema/posting-candidates';
import { postings } from '../../db/schema/postings';
import { openInterviewToken } from '../../domain/kept-interview-links';
import type { ServiceContext } from '../../platform/services';
import { sha256Hex } from '../../platform/tokens';

type Candidate = Pick<typeof postingCandidates.$inferSelect, 'stage' | 'deadlineAt' | 'revokedAt'>;

// The candidate's view of the pipeline stage, as the interview's own pages tell it
// (candidate-interview.service.ts, openInterview): the team's later stages are "submitted".
function stateOf(candidate: Candidate, now: Date): KeptInterviewState {
  if (candidate.revokedAt || candidate.stage === 'withdrawn') return 'withdrawn';
  if (candidate.stage === 'expired') return 'expired';
  if (candidate.stage === 'invited' || candidate.stage === 'started') {
    if (candidate.deadlineAt <= now) return 'expired';
    return candidate.stage === 'invited' ? 'not_started' : 'in_progress';
  }
  return 'submitted';
}

export async function listKeptInterviews(db: Db, ctx: ServiceContext): Promise<KeptInterviews> {
  const rows = await db
    .select({
      candidateId: candidateInterviewKeeps.candidateId,
      tokenCiphertext: candidateInterviewKeeps.tokenCiphertext,
      keptAt: candidateInterviewKeeps.createdAt,
      stage: postingCandidates.stage,
      deadlineAt: postingCandidates.deadlineAt,
      revokedAt: postingCandidates.revokedAt,
      tokenHash: postingCandidates.tokenHash,
      postingTitle: postings.title,
      companyName: organizations.name,
    })
    .from(candidateInterviewKeeps)
    .innerJoin(postingCandidates, eq(postingCandidates.id, candidateInterviewKeeps.candidateId))
    .innerJoin(postings, eq(postings.id, postingCandidates.postingId))
    .innerJoin(organizations, eq(organizations.id, postingCandidates.organizationId))
    .where(eq(candidateInterviewKeeps.userId, ctx.user.id))
    .orderBy(desc(candidateInterviewKeeps.createdAt), desc(candidateInterviewKeeps.candidateId));
  const secret = await ctx.signingSecret();
  const now = ctx.now();
  const items = await Promise.all(
    rows.map(async (row) => {
      const state = stateOf(row, now);
      const opens = state !== 'expired' && state !== 'withdrawn';
      const token = opens ? await openInterviewToken(secret, row.tokenCiphertext) : null;
      // A resent invitation replaced the token: the kept one no longer opens anything.
      const current = token !== null && (await sha256Hex(token)) === row.tokenHash;
      return {
        candidate_id: row.candidateId,
        company_name: row.companyName,
        posting_title: row.postingTitle,
        state,
        deadline_at: row.deadlineAt.toISOString(),
        kept_at: row.keptAt.toISOString(),
        link: current ? `/interview/${encodeURIComponent(token)}` : null,
      };
    }),
  );
  return { items };
}
