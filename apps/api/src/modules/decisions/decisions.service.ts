import type { DecisionInput, DecisionResult } from '@rehearse/contracts/candidate-decisions';
import type { Db } from '../../db/db';
import { decideCandidates } from '../../domain/candidate-decisions';
import { EDITORS } from '../../domain/organization-access';
import { requirePostingAccess } from '../../domain/posting-access';
import type { ServiceContext } from '../../platform/services';

type Actor = Pick<ServiceContext, 'user' | 'now'>;

// Owners and recruiters decide; reviewers score (docs/decisions/050-candidate-decisions.md).
export async function decide(
  db: Db,
  ctx: Actor,
  publicUrl: string,
  postingId: string,
  input: DecisionInput,
): Promise<DecisionResult> {
  const { posting } = await requirePostingAccess(db, ctx.user, postingId, { roles: EDITORS });
  return decideCandidates(db, posting, { id: ctx.user.id, name: ctx.user.name }, input, {
    publicUrl,
    now: ctx.now(),
  });
}
