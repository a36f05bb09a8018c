// A signed-in Rehearse account keeps its one-way interview in its workspace (issue 15,
// docs/decisions/048-candidate-one-way-interview.md). The link's token proves the right to keep
// it (nothing is found by email); one account per invitation; the token is stored sealed, so
// only this account's workspace can give the link back.
import type { InterviewKeep } from '@rehearse/contracts/candidate-interview';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { candidateInterviewKeeps } from '../../db/schema/candidate-interview-keeps';
import { sealInterviewToken } from '../../domain/kept-interview-links';
import { AppError } from '../../platform/errors';
import type { ServiceContext } from '../../platform/services';
import { openInterview, type InterviewRequest } from './candidate-interview.service';

// Whether this account keeps the interview the token opens (another account's keep reads as
// not kept: who else holds it is not this account's business).
export async function keepState(
  db: Db,
  ctx: ServiceContext,
  request: InterviewRequest,
): Promise<InterviewKeep> {
  const { candidate } = await openInterview(db, ctx, request, { allowClosed: true });
  const [row] = await db
    .select({ userId: candidateInterviewKeeps.userId })
    .from(candidateInterviewKeeps)
    .where(eq(candidateInterviewKeeps.candidateId, candidate.id));
  return { kept: row?.userId === ctx.user.id };
}

// Idempotent for the same account, which also refreshes the sealed token (after a resend the
// newer link is the one that opens); 409 when another account keeps it.
export async function keepInterview(
  db: Db,
  ctx: ServiceContext,
  request: InterviewRequest,
): Promise<InterviewKeep> {
  const { candidate } = await openInterview(db, ctx, request);
  const tokenCiphertext = await sealInterviewToken(await ctx.signingSecret(), request.token);
  // One statement: the primary key decides between two accounts keeping at the same moment.
  const [kept] = await db
    .insert(candidateInterviewKeeps)
    .values({ candidateId: candidate.id, userId: ctx.user.id, tokenCiphertext })
    .onConflictDoUpdate({
      target: candidateInterviewKeeps.candidateId,
      set: { tokenCiphertext },
      setWhere: eq(candidateInterviewKeeps.userId, ctx.user.id),
    })
    .returning({ candidateId: candidateInterviewKeeps.candidateId });
  if (!kept) {
    throw new AppError(
      'candidateInterview.kept_by_other',
      'Another Rehearse account already keeps this interview in its workspace',
    );
  }
  return { kept: true };
}

// Removes this account's keep, if any; allowed after the deadline too.
export async function unkeepInterview(
  db: Db,
  ctx: ServiceContext,
  request: InterviewRequest,
): Promise<InterviewKeep> {
  const { candidate } = await openInterview(db, ctx, request, { allowClosed: true });
  await db
    .delete(candidateInterviewKeeps)
    .where(
      and(
        eq(candidateInterviewKeeps.candidateId, candidate.id),
        eq(candidateInterviewKeeps.userId, ctx.user.id),
      ),
    );
  return { kept: false };
}
