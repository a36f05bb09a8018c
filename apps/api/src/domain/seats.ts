import { and, count, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/db';
import { organizationInvitations } from '../db/schema/organization-invitations';
import { organizations } from '../db/schema/organizations';
import { users } from '../db/schema/users';
import { AppError } from '../platform/errors';
import { ensureSubscription } from './credit-ledger';

// A recruiting organization's seats (docs/decisions/055-subscriptions-and-credits.md): its
// subscription's `seats` bound its members plus the invitations still open, so a team cannot
// grow past its plan by inviting. The organization's row is locked first, so two invitations
// or acceptances at once count one after the other.
export async function requireFreeSeat(
  tx: Db,
  organizationId: string,
  options: {
    now: Date;
    countOpenInvitations: boolean;
    // The joining member's own row is already written (an account created for an invitation
    // runs its hooks after inserting it): the seats may be exactly full then.
    joinerCounted?: boolean;
  },
): Promise<void> {
  await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
  const { seats } = await ensureSubscription(tx, organizationId);
  const [members] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), isNotNull(users.organizationRole)));
  let used = members!.n;
  if (options.countOpenInvitations) {
    const [open] = await tx
      .select({ n: count() })
      .from(organizationInvitations)
      .where(
        and(
          eq(organizationInvitations.organizationId, organizationId),
          isNull(organizationInvitations.acceptedAt),
          isNull(organizationInvitations.revokedAt),
          gt(organizationInvitations.expiresAt, options.now),
        ),
      );
    used += open!.n;
  }
  if (options.joinerCounted ? used > seats : used >= seats) {
    throw new AppError(
      'billing.seats_full',
      `Every seat of the plan is taken (${used} of ${seats}, open invitations included)`,
      { params: { seats, used } },
    );
  }
}
