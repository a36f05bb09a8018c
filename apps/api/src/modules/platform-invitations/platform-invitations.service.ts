import { and, eq, gt, isNull } from 'drizzle-orm';
import type {
  AcceptedPlatformInvitation,
  AcceptPlatformInvitationInput,
  PlatformInvitationState,
  PublicPlatformInvitation,
} from '@rehearse/contracts/platform-invitations';
import type { Db } from '../../db/db';
import { platformInvitations, type PlatformInvitationRow } from '../../db/schema/admin';
import { organizations } from '../../db/schema/organizations';
import { createAccount, findUserByEmail, type NewAccountInput } from '../../domain/accounts';
import { AppError, notFound } from '../../platform/errors';
import { consumeLimit, type RateLimitRule } from '../../platform/rate-limit';
import type { Language } from '../../platform/request-language';
import type { AppServices } from '../../platform/services';
import { issueSession } from '../../platform/session';
import { sha256Hex } from '../../platform/tokens';
import { requireFreeSeat } from '../../domain/seats';

// The link of an invitation an admin sent (docs/decisions/057-admin-workspace.md, "Accepting a
// platform invitation"): anyone holding it may read what it offers and whether it still works
// (an unknown token answers 404 and nothing more), and accept it as a new account, made in the
// transaction that claims the invitation with one conditional update.

// The two public calls count together per address (as the team invitation's do).
export const PLATFORM_INVITATION_ADDRESS_LIMIT: RateLimitRule = {
  limit: 30,
  windowMs: 15 * 60 * 1000,
  message: 'Too many invitation requests.',
};

const limitKey = (clientAddress: string) => [`platform-invitation:address:${clientAddress}`];

const stateOf = (row: PlatformInvitationRow, now: Date): PlatformInvitationState =>
  row.acceptedAt
    ? 'accepted'
    : row.revokedAt
      ? 'revoked'
      : row.expiresAt > now
        ? 'pending'
        : 'expired';

const unknownLink = () => notFound('This invitation link is unknown');

async function findByToken(db: Db, token: string) {
  const [row] = await db
    .select({ invitation: platformInvitations, organizationName: organizations.name })
    .from(platformInvitations)
    .leftJoin(organizations, eq(organizations.id, platformInvitations.organizationId))
    .where(eq(platformInvitations.tokenHash, await sha256Hex(token)));
  if (!row) throw unknownLink();
  return row;
}

export async function readPlatformInvitation(
  db: Db,
  services: Pick<AppServices, 'now'>,
  token: string,
  clientAddress: string,
): Promise<PublicPlatformInvitation> {
  await consumeLimit(db, limitKey(clientAddress), PLATFORM_INVITATION_ADDRESS_LIMIT);
  const { invitation, organizationName } = await findByToken(db, token);
  return {
    email: invitation.email,
    role: invitation.role,
    organization_name: invitation.role === 'recruiter' ? organizationName : null,
    expires_at: invitation.expiresAt.toISOString(),
    state: stateOf(invitation, services.now()),
  };
}

// Why a link cannot be accepted (any more), with a code the page explains.
function closed(state: Exclude<PlatformInvitationState, 'pending'>): AppError {
  switch (state) {
    case 'accepted':
      return new AppError(
        'platformInvitation.accepted',
        'This invitation was already accepted. Sign in instead.',
      );
    case 'revoked':
      return new AppError('platformInvitation.revoked', 'This invitation was revoked');
    case 'expired':
      return new AppError('platformInvitation.expired', 'This invitation has expired');
  }
}

const alreadyRegistered = () =>
  new AppError(
    'platformInvitation.already_registered',
    'An account with this email already exists. Sign in instead.',
  );

export type AcceptPlatformInvitationRequest = {
  token: string;
  clientAddress: string;
  input: AcceptPlatformInvitationInput;
  language: Language;
};

export async function acceptPlatformInvitation(
  db: Db,
  services: Pick<AppServices, 'now' | 'accountHooks' | 'signingSecret'>,
  request: AcceptPlatformInvitationRequest,
): Promise<AcceptedPlatformInvitation> {
  await consumeLimit(db, limitKey(request.clientAddress), PLATFORM_INVITATION_ADDRESS_LIMIT);
  const now = services.now();
  const { invitation: found } = await findByToken(db, request.token);
  const state = stateOf(found, now);
  if (state !== 'pending') throw closed(state);
  // The admin module refuses registered emails, but one may have signed up since.
  if (await findUserByEmail(db, found.email)) throw alreadyRegistered();

  const account = await db.transaction(async (tx) => {
    // The claim comes first: of two accepts at once, the second waits for the first's row
    // lock and then finds the invitation accepted.
    const [invitation] = await tx
      .update(platformInvitations)
      .set({ acceptedAt: now })
      .where(
        and(
          eq(platformInvitations.id, found.id),
          isNull(platformInvitations.acceptedAt),
          isNull(platformInvitations.revokedAt),
          gt(platformInvitations.expiresAt, now),
        ),
      )
      .returning();
    if (!invitation) {
      const [current] = await tx
        .select()
        .from(platformInvitations)
        .where(eq(platformInvitations.id, found.id));
      const why = current ? stateOf(current, now) : 'revoked';
      throw closed(why === 'pending' ? 'accepted' : why);
    }
    const base: NewAccountInput = {
      name: request.input.name,
      email: invitation.email,
      password: request.input.password,
      language: request.language,
    };
    let input: NewAccountInput;
    if (invitation.role === 'recruiter') {
      // The organization must still be a recruiting one (a deleted one takes the invitation
      // with it).
      const organizationId = invitation.organizationId;
      const [organization] = organizationId
        ? await tx
            .select({ type: organizations.organizationType })
            .from(organizations)
            .where(eq(organizations.id, organizationId))
        : [];
      if (!organizationId || organization?.type !== 'recruiting') throw closed('revoked');
      await requireFreeSeat(tx, organizationId, { now, countOpenInvitations: false });
      input = { ...base, organization: { id: organizationId, role: 'recruiter' } };
    } else if (invitation.role === 'admin') {
      // An admin has a workspace of its own, as every account does.
      input = { ...base, roles: ['admin'] };
    } else {
      input = base;
    }
    try {
      // The same hooks as sign-up: the account's sample content.
      return await createAccount(tx, input, services.accountHooks);
    } catch (err) {
      if (err instanceof AppError && err.code === 'auth.email_taken') throw alreadyRegistered();
      throw err;
    }
  });
  return {
    role: found.role,
    organization_id: account.organizationId!,
    session: await issueSession(await services.signingSecret(), account),
  };
}
