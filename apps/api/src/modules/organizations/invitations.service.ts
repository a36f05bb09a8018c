import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import {
  INVITATION_LIFETIME_DAYS,
  type AcceptedInvitation,
  type AcceptInvitationInput,
  type CreateInvitationInput,
  type Invitation,
  type PublicInvitation,
} from '@rehearse/contracts/organizations';
import type { Db } from '../../db/db';
import { isUniqueViolation } from '../../db/errors';
import { idIs } from '../../db/ids';
import { organizationInvitations } from '../../db/schema/organization-invitations';
import { organizationLogos, organizations } from '../../db/schema/organizations';
import { users, type UserRow } from '../../db/schema/users';
import { createAccount, findUserByEmail } from '../../domain/accounts';
import { formatEmailDate, renderOrganizationEmail } from '../../domain/email-templates';
import { queueEmail } from '../../domain/email-outbox';
import { logoUrl } from '../../domain/organizations';
import { requireFreeSeat } from '../../domain/seats';
import { requireOrganizationRole, TEAM_MANAGERS } from '../../domain/organization-access';
import { AppError, notFound } from '../../platform/errors';
import { consumeLimit, type RateLimitRule } from '../../platform/rate-limit';
import type { AppServices, ServiceContext } from '../../platform/services';
import type { Language } from '../../platform/request-language';
import { issueSession } from '../../platform/session';
import { randomToken, sha256Hex } from '../../platform/tokens';

// Invitations to a recruiting organization (docs/decisions/041-recruiting-organizations.md):
// the owner invites by email; the link (`/invitation?token=...`) is single use, expires after
// INVITATION_LIFETIME_DAYS, can be revoked, and a resend replaces it. Only a SHA-256 of the
// token is stored.

type Actor = Pick<ServiceContext, 'user' | 'now'>;
type InvitationRow = typeof organizationInvitations.$inferSelect;

// The two public calls (read, accept) count together per address.
export const INVITATION_ADDRESS_LIMIT: RateLimitRule = {
  limit: 30,
  windowMs: 15 * 60 * 1000,
  message: 'Too many invitation requests.',
};

const LIFETIME_MS = INVITATION_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

const toInvitation = (row: InvitationRow, now: Date): Invitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  status: row.expiresAt > now ? 'pending' : 'expired',
  expires_at: row.expiresAt.toISOString(),
  created_at: row.createdAt.toISOString(),
  invited_by: row.invitedBy,
});

// Not accepted and not revoked: pending, or expired and waiting for a resend.
const open = and(
  isNull(organizationInvitations.acceptedAt),
  isNull(organizationInvitations.revokedAt),
);

export async function listInvitations(db: Db, ctx: Actor): Promise<Invitation[]> {
  const { organizationId } = await requireOrganizationRole(db, ctx.user, TEAM_MANAGERS);
  const rows = await db
    .select()
    .from(organizationInvitations)
    .where(and(eq(organizationInvitations.organizationId, organizationId), open))
    .orderBy(desc(organizationInvitations.createdAt), desc(organizationInvitations.id));
  const now = ctx.now();
  return rows.map((row) => toInvitation(row, now));
}

// The organization's team-invitation email (its own wording or the default, with its logo and
// colour, docs/decisions/044-email-templates.md), queued in the invitation's transaction.
async function queueInvitationEmail(
  db: Db,
  invitation: InvitationRow,
  token: string,
  inviter: UserRow,
  publicUrl: string,
): Promise<void> {
  const email = await renderOrganizationEmail(db, {
    organizationId: invitation.organizationId,
    kind: 'team-invitation',
    publicUrl,
    variables: {
      'inviter.name': inviter.name,
      role: invitation.role,
      'invitation.link': `${publicUrl}/invitation?token=${encodeURIComponent(token)}`,
      deadline: formatEmailDate(invitation.expiresAt),
    },
  });
  await queueEmail(db, { kind: 'team-invitation', to: invitation.email, ...email });
}

// A new link: a fresh token whose hash replaces any earlier one, valid for a new week.
async function newLink(now: Date) {
  const token = randomToken();
  return {
    token,
    tokenHash: await sha256Hex(token),
    expiresAt: new Date(now.getTime() + LIFETIME_MS),
  };
}

export async function createInvitation(
  db: Db,
  ctx: Actor,
  publicUrl: string,
  input: CreateInvitationInput,
): Promise<Invitation> {
  const { organizationId } = await requireOrganizationRole(db, ctx.user, TEAM_MANAGERS);
  const now = ctx.now();
  const { token, tokenHash, expiresAt } = await newLink(now);
  try {
    return await db.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, input.email);
      if (existing?.organizationId === organizationId && existing.organizationRole) {
        throw new AppError(
          'invitation.already_member',
          'This person is already a member of your organization',
          { field: 'email' },
        );
      }
      // An expired invitation to the same email gives way to the new one; a live one stays
      // (resend it instead).
      const [live] = await tx
        .select()
        .from(organizationInvitations)
        .where(
          and(
            eq(organizationInvitations.organizationId, organizationId),
            eq(organizationInvitations.email, input.email),
            open,
          ),
        );
      if (live && live.expiresAt > now) throw alreadyInvited();
      if (live) {
        await tx
          .update(organizationInvitations)
          .set({ revokedAt: now })
          .where(eq(organizationInvitations.id, live.id));
      }
      await requireFreeSeat(tx, organizationId, { now, countOpenInvitations: true });
      const [row] = await tx
        .insert(organizationInvitations)
        .values({
          organizationId,
          email: input.email,
          role: input.role,
          tokenHash,
          expiresAt,
          invitedBy: ctx.user.id,
          createdAt: now,
        })
        .returning();
      await queueInvitationEmail(tx, row, token, ctx.user, publicUrl);
      return toInvitation(row, now);
    });
  } catch (err) {
    // Two invitations to one email at once: the open-invitation index lets one through.
    if (isUniqueViolation(err)) throw alreadyInvited();
    throw err;
  }
}

const alreadyInvited = () =>
  new AppError(
    'invitation.already_invited',
    'This email already has a pending invitation; resend it instead',
    { field: 'email' },
  );

const notPending = () =>
  new AppError('invitation.not_pending', 'This invitation was already accepted or revoked');

// An invitation of the caller's organization (another organization's answers 404).
async function ownInvitation(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(organizationInvitations)
    .where(
      and(
        idIs(organizationInvitations.id, id),
        eq(organizationInvitations.organizationId, organizationId),
      ),
    );
  if (!row) throw notFound('No such invitation in your organization');
  return row;
}

// A new link (the old one stops working) and a new week; works for an expired invitation too.
export async function resendInvitation(
  db: Db,
  ctx: Actor,
  publicUrl: string,
  id: string,
): Promise<Invitation> {
  const { organizationId } = await requireOrganizationRole(db, ctx.user, TEAM_MANAGERS);
  await ownInvitation(db, organizationId, id);
  const now = ctx.now();
  const { token, tokenHash, expiresAt } = await newLink(now);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(organizationInvitations)
      .set({ tokenHash, expiresAt })
      .where(and(eq(organizationInvitations.id, id), open))
      .returning();
    if (!row) throw notPending();
    await queueInvitationEmail(tx, row, token, ctx.user, publicUrl);
    return toInvitation(row, now);
  });
}

export async function revokeInvitation(db: Db, ctx: Actor, id: string): Promise<Invitation> {
  const { organizationId } = await requireOrganizationRole(db, ctx.user, TEAM_MANAGERS);
  await ownInvitation(db, organizationId, id);
  const now = ctx.now();
  const [row] = await db
    .update(organizationInvitations)
    .set({ revokedAt: now })
    .where(and(eq(organizationInvitations.id, id), open))
    .returning();
  if (!row) throw notPending();
  return toInvitation(row, now);
}

// Unknown, expired, revoked and used links all answer the same 404.
const invalidLink = () => notFound('This invitation link is invalid or has expired');

const usable = (tokenHash: string, now: Date) =>
  and(
    eq(organizationInvitations.tokenHash, tokenHash),
    open,
    gt(organizationInvitations.expiresAt, now),
  );

async function findUsable(db: Db, token: string, now: Date) {
  const [row] = await db
    .select({
      invitation: organizationInvitations,
      organizationName: organizations.name,
      brandColor: organizations.brandColor,
      logoUpdatedAt: organizationLogos.updatedAt,
      inviterName: users.name,
    })
    .from(organizationInvitations)
    .innerJoin(organizations, eq(organizations.id, organizationInvitations.organizationId))
    .leftJoin(organizationLogos, eq(organizationLogos.organizationId, organizations.id))
    .leftJoin(users, eq(users.id, organizationInvitations.invitedBy))
    .where(usable(await sha256Hex(token), now));
  if (!row) throw invalidLink();
  return row;
}

export async function readInvitation(
  db: Db,
  services: Pick<AppServices, 'now'>,
  token: string,
  clientAddress: string,
): Promise<PublicInvitation> {
  await consumeLimit(db, [`invitation:address:${clientAddress}`], INVITATION_ADDRESS_LIMIT);
  const row = await findUsable(db, token, services.now());
  const { invitation } = row;
  return {
    organization_name: row.organizationName,
    logo_url: row.logoUpdatedAt ? logoUrl(invitation.organizationId, row.logoUpdatedAt) : null,
    brand_color: row.brandColor,
    role: invitation.role,
    email: invitation.email,
    inviter_name: row.inviterName,
    has_account: Boolean(await findUserByEmail(db, invitation.email)),
    expires_at: invitation.expiresAt.toISOString(),
  };
}

// Claims the invitation: one conditional update, so of two accepts of one link exactly one
// finds it still open.
async function claim(db: Db, tokenHash: string, now: Date, email?: string) {
  const [row] = await db
    .update(organizationInvitations)
    .set({ acceptedAt: now })
    .where(
      and(
        usable(tokenHash, now),
        ...(email === undefined ? [] : [eq(organizationInvitations.email, email)]),
      ),
    )
    .returning();
  if (!row) throw invalidLink();
  return row;
}

const alreadyInOrganization = () =>
  new AppError(
    'organization.already_member',
    'This account already belongs to a recruiting organization. Leave it first.',
  );

export type AcceptInvitationRequest = {
  token: string;
  clientAddress: string;
  // The signed-in account accepting, if any; otherwise `input` makes a new account.
  user?: UserRow;
  input: AcceptInvitationInput;
  language: Language;
};

export async function acceptInvitation(
  db: Db,
  services: Pick<AppServices, 'now' | 'accountHooks' | 'signingSecret'>,
  request: AcceptInvitationRequest,
): Promise<AcceptedInvitation> {
  await consumeLimit(db, [`invitation:address:${request.clientAddress}`], INVITATION_ADDRESS_LIMIT);
  const now = services.now();
  const tokenHash = await sha256Hex(request.token);
  const { user } = request;
  if (user) {
    // An existing account: the invited email (compared normalised; both are stored lower
    // case), and not a member of a recruiting organization already.
    return db.transaction(async (tx) => {
      const invitation = await claim(tx, tokenHash, now);
      if (invitation.email !== user.email.toLowerCase()) {
        throw new AppError(
          'invitation.email_mismatch',
          'This invitation is for another email address',
        );
      }
      const [current] = await tx
        .select({ role: users.organizationRole, type: organizations.organizationType })
        .from(users)
        .leftJoin(organizations, eq(organizations.id, users.organizationId))
        .where(eq(users.id, user.id))
        .for('update', { of: users });
      if (current?.role || current?.type === 'recruiting') throw alreadyInOrganization();
      await requireFreeSeat(tx, invitation.organizationId, { now, countOpenInvitations: false });
      await tx
        .update(users)
        .set({
          organizationId: invitation.organizationId,
          organizationRole: invitation.role,
          updatedAt: now,
        })
        .where(eq(users.id, user.id));
      return { organization_id: invitation.organizationId, role: invitation.role };
    });
  }

  const { name, password } = request.input;
  if (name === undefined || password === undefined) {
    throw new AppError('validation.required', 'Give a name and a password, or sign in first', {
      field: name === undefined ? 'name' : 'password',
    });
  }
  const { invitation } = await findUsable(db, request.token, now);
  // The account and its place in the organization are made in the same transaction that
  // claims the invitation (the first hook), or not at all.
  const claimHook = async (tx: Db) => {
    await claim(tx, tokenHash, now, invitation.email);
    await requireFreeSeat(tx, invitation.organizationId, {
      now,
      countOpenInvitations: false,
      joinerCounted: true,
    });
  };
  const account = await createAccount(
    db,
    {
      name,
      email: invitation.email,
      password,
      organization: { id: invitation.organizationId, role: invitation.role },
      language: request.language,
    },
    [claimHook, ...services.accountHooks],
  );
  return {
    organization_id: invitation.organizationId,
    role: invitation.role,
    session: await issueSession(await services.signingSecret(), account),
  };
}
