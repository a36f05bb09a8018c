import { and, count, desc, eq, gt, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import type {
  AdminInvitationsQuery,
  CreatePlatformInvitationInput,
  PlatformInvitation,
  PlatformInvitationPage,
} from '@rehearse/contracts/admin-invitations';
import { INVITATION_LIFETIME_DAYS } from '@rehearse/contracts/organizations';
import type { Db } from '../../db/db';
import { isUniqueViolation } from '../../db/errors';
import { idIs } from '../../db/ids';
import { platformInvitations, type PlatformInvitationRow } from '../../db/schema/admin';
import { organizations } from '../../db/schema/organizations';
import { findUserByEmail } from '../../domain/accounts';
import { recordAudit, type AuditActor } from '../../domain/audit-log';
import { queueEmail } from '../../domain/email-outbox';
import { AppError, notFound } from '../../platform/errors';
import { randomToken, sha256Hex } from '../../platform/tokens';

// Invitations to join Rehearse that admins send (docs/decisions/057-admin-workspace.md): as an
// admin, as a recruiter of a recruiting organization, or as a candidate. The link's token is
// emailed through the outbox in the invitation's transaction and only its SHA-256 is kept; a
// resend makes a new link with a new week; every change is audited.

type Admin = AuditActor & { name: string };

const LIFETIME_MS = INVITATION_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

const statusOf = (row: PlatformInvitationRow, now: Date): PlatformInvitation['status'] =>
  row.acceptedAt
    ? 'accepted'
    : row.revokedAt
      ? 'revoked'
      : row.expiresAt > now
        ? 'pending'
        : 'expired';

const toAnswer = (
  row: PlatformInvitationRow,
  organizationName: string | null,
  now: Date,
): PlatformInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  organization_id: row.organizationId,
  organization_name: organizationName,
  status: statusOf(row, now),
  expires_at: row.expiresAt.toISOString(),
  accepted_at: row.acceptedAt?.toISOString() ?? null,
  revoked_at: row.revokedAt?.toISOString() ?? null,
  invited_by: row.invitedBy,
  created_at: row.createdAt.toISOString(),
});

const statusFilter = (status: AdminInvitationsQuery['status'], now: Date): SQL | undefined => {
  const open = and(isNull(platformInvitations.acceptedAt), isNull(platformInvitations.revokedAt));
  switch (status) {
    case 'accepted':
      return isNotNull(platformInvitations.acceptedAt);
    case 'revoked':
      return and(isNull(platformInvitations.acceptedAt), isNotNull(platformInvitations.revokedAt));
    case 'pending':
      return and(open, gt(platformInvitations.expiresAt, now));
    case 'expired':
      return and(open, lte(platformInvitations.expiresAt, now));
    default:
      return undefined;
  }
};

export async function listPlatformInvitations(
  db: Db,
  now: Date,
  query: AdminInvitationsQuery,
): Promise<PlatformInvitationPage> {
  const where = statusFilter(query.status, now);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ invitation: platformInvitations, organizationName: organizations.name })
      .from(platformInvitations)
      .leftJoin(organizations, eq(organizations.id, platformInvitations.organizationId))
      .where(where)
      .orderBy(desc(platformInvitations.createdAt), desc(platformInvitations.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ total: count() }).from(platformInvitations).where(where),
  ]);
  return {
    invitations: rows.map((row) => toAnswer(row.invitation, row.organizationName, now)),
    page: query.page,
    page_size: query.page_size,
    total: counted?.total ?? 0,
  };
}

async function newLink(now: Date) {
  const token = randomToken();
  return {
    token,
    tokenHash: await sha256Hex(token),
    expiresAt: new Date(now.getTime() + LIFETIME_MS),
  };
}

const ROLE_TEXT = {
  admin: 'an admin',
  recruiter: 'a recruiter',
  candidate: 'a candidate',
} as const;

async function queueInvitationEmail(
  tx: Db,
  row: PlatformInvitationRow,
  organizationName: string | null,
  token: string,
  inviter: Admin,
  publicUrl: string,
) {
  const link = `${publicUrl}/platform-invitation?token=${encodeURIComponent(token)}`;
  const place = organizationName ? ` of ${organizationName}` : '';
  await queueEmail(tx, {
    kind: 'platform-invitation',
    to: row.email,
    subject: 'You are invited to Rehearse',
    text:
      `${inviter.name} invited you to join Rehearse as ${ROLE_TEXT[row.role]}${place}.\n\n` +
      `Accept the invitation: ${link}\n\n` +
      `The link works until ${row.expiresAt.toUTCString()}. If you did not expect this email, ignore it.`,
  });
}

const alreadyInvited = () =>
  new AppError('admin.already_invited', 'This email already has a pending invitation; resend it', {
    field: 'email',
  });

export async function createPlatformInvitation(
  db: Db,
  admin: Admin,
  now: Date,
  publicUrl: string,
  input: CreatePlatformInvitationInput,
): Promise<PlatformInvitation> {
  const { token, tokenHash, expiresAt } = await newLink(now);
  try {
    return await db.transaction(async (tx) => {
      if (await findUserByEmail(tx, input.email)) {
        throw new AppError('admin.already_registered', 'This email already has an account', {
          field: 'email',
        });
      }
      let organizationName: string | null = null;
      if (input.organization_id) {
        const [organization] = await tx
          .select()
          .from(organizations)
          .where(eq(organizations.id, input.organization_id));
        if (!organization || organization.organizationType !== 'recruiting') {
          throw new AppError('validation.unknown_id', 'No such recruiting organization', {
            field: 'organization_id',
          });
        }
        organizationName = organization.name;
      }
      // An expired invitation to the same email gives way to the new one; a live one stays.
      const [live] = await tx
        .select()
        .from(platformInvitations)
        .where(
          and(
            eq(platformInvitations.email, input.email),
            isNull(platformInvitations.acceptedAt),
            isNull(platformInvitations.revokedAt),
          ),
        )
        .for('update');
      if (live && live.expiresAt > now) throw alreadyInvited();
      if (live) {
        await tx
          .update(platformInvitations)
          .set({ revokedAt: now })
          .where(eq(platformInvitations.id, live.id));
      }
      const [row] = await tx
        .insert(platformInvitations)
        .values({
          email: input.email,
          role: input.role,
          organizationId: input.organization_id ?? null,
          tokenHash,
          expiresAt,
          invitedBy: admin.id,
          createdAt: now,
        })
        .returning();
      await queueInvitationEmail(tx, row!, organizationName, token, admin, publicUrl);
      await recordAudit(tx, admin, {
        action: 'platform_invitation.create',
        targetType: 'platform_invitation',
        targetId: row!.id,
        organizationId: row!.organizationId,
        before: null,
        after: { email: row!.email, role: row!.role, organization_id: row!.organizationId },
      });
      return toAnswer(row!, organizationName, now);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw alreadyInvited();
    throw err;
  }
}

async function lockInvitation(tx: Db, id: string) {
  const [row] = await tx
    .select({ invitation: platformInvitations, organizationName: organizations.name })
    .from(platformInvitations)
    .leftJoin(organizations, eq(organizations.id, platformInvitations.organizationId))
    .where(idIs(platformInvitations.id, id))
    .for('update', { of: platformInvitations });
  if (!row) throw notFound('Invitation not found');
  return row;
}

const closed = () =>
  new AppError('admin.invitation_closed', 'This invitation was accepted or revoked');

// A new link and a new week for an invitation not accepted or revoked (pending or expired).
export async function resendPlatformInvitation(
  db: Db,
  admin: Admin,
  now: Date,
  publicUrl: string,
  id: string,
): Promise<PlatformInvitation> {
  const { token, tokenHash, expiresAt } = await newLink(now);
  return db.transaction(async (tx) => {
    const { invitation, organizationName } = await lockInvitation(tx, id);
    if (invitation.acceptedAt || invitation.revokedAt) throw closed();
    const [row] = await tx
      .update(platformInvitations)
      .set({ tokenHash, expiresAt })
      .where(eq(platformInvitations.id, invitation.id))
      .returning();
    await queueInvitationEmail(tx, row!, organizationName, token, admin, publicUrl);
    await recordAudit(tx, admin, {
      action: 'platform_invitation.resend',
      targetType: 'platform_invitation',
      targetId: invitation.id,
      organizationId: invitation.organizationId,
      before: { expires_at: invitation.expiresAt.toISOString() },
      after: { expires_at: expiresAt.toISOString() },
    });
    return toAnswer(row!, organizationName, now);
  });
}

// Ends the link. Revoking a revoked invitation changes nothing; an accepted one is refused.
export async function revokePlatformInvitation(
  db: Db,
  admin: Admin,
  now: Date,
  id: string,
): Promise<PlatformInvitation> {
  return db.transaction(async (tx) => {
    const { invitation, organizationName } = await lockInvitation(tx, id);
    if (invitation.acceptedAt) throw closed();
    if (invitation.revokedAt) return toAnswer(invitation, organizationName, now);
    const [row] = await tx
      .update(platformInvitations)
      .set({ revokedAt: now })
      .where(eq(platformInvitations.id, invitation.id))
      .returning();
    await recordAudit(tx, admin, {
      action: 'platform_invitation.revoke',
      targetType: 'platform_invitation',
      targetId: invitation.id,
      organizationId: invitation.organizationId,
      before: { revoked_at: null },
      after: { revoked_at: now.toISOString() },
    });
    return toAnswer(row!, organizationName, now);
  });
}
