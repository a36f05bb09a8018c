import { and, asc, eq, sql } from 'drizzle-orm';
import type { Member, OrganizationRole } from '@rehearse/contracts/organizations';
import type { User } from '@rehearse/contracts/user';
import type { Db } from '../../db/db';
import { idIs } from '../../db/ids';
import { organizations } from '../../db/schema/organizations';
import { users, type UserRow } from '../../db/schema/users';
import {
  ANY_MEMBER,
  lockOrganization,
  requireOrganizationRole,
  TEAM_MANAGERS,
  type Membership,
} from '../../domain/organization-access';
import { AppError, notFound } from '../../platform/errors';
import type { ServiceContext } from '../../platform/services';
import { toUser } from '../../platform/session';

// The members of a recruiting organization. The owner manages the team; anyone may leave; an
// organization always keeps an owner (docs/decisions/041-recruiting-organizations.md).

type Actor = Pick<ServiceContext, 'user'>;

const memberColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  avatar: users.avatar,
  role: users.organizationRole,
};

const ROLE_ORDER: Record<OrganizationRole, number> = { owner: 0, recruiter: 1, reviewer: 2 };

async function members(db: Db, organizationId: string): Promise<Member[]> {
  const rows = await db
    .select(memberColumns)
    .from(users)
    .where(eq(users.organizationId, organizationId))
    .orderBy(asc(users.name), asc(users.id));
  return rows
    .flatMap((row) => (row.role ? [{ ...row, role: row.role }] : []))
    .sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role]);
}

export async function listMembers(db: Db, ctx: Actor): Promise<Member[]> {
  const { organizationId } = await requireOrganizationRole(db, ctx.user, ANY_MEMBER);
  return members(db, organizationId);
}

// A change to the team, in one transaction under the organization's lock: the caller's role is
// checked again under the lock, so two owners acting at once cannot both be the last to go.
async function changeTeam<T>(
  db: Db,
  ctx: Actor,
  roles: readonly OrganizationRole[],
  change: (tx: Db, membership: Membership) => Promise<T>,
): Promise<T> {
  const { organizationId } = await requireOrganizationRole(db, ctx.user, roles);
  return db.transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    const membership = await requireOrganizationRole(tx, ctx.user, roles);
    if (membership.organizationId !== organizationId) throw notFound('Organization not found');
    return change(tx, membership);
  });
}

// A member of the caller's organization; anyone else (another organization's member, an
// unknown or malformed id) answers 404.
async function findMember(db: Db, organizationId: string, userId: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(idIs(users.id, userId), eq(users.organizationId, organizationId)));
  if (!row?.organizationRole) throw notFound('No such member of your organization');
  return row as UserRow & { organizationRole: OrganizationRole };
}

async function ownerCount(db: Db, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.organizationRole, 'owner')));
  return row?.count ?? 0;
}

const lastOwner = () =>
  new AppError(
    'organization.last_owner',
    'The organization would have no owner. Make another member an owner first.',
  );

// Out of the recruiting organization: a fresh workspace of the user's own, so the candidate
// side still works, and no recruiter access left (neither the organization nor the role).
async function detach(db: Db, member: UserRow): Promise<UserRow> {
  const [organization] = await db
    .insert(organizations)
    .values({ name: `${member.name}'s workspace`, organizationType: 'individual' })
    .returning();
  const [user] = await db
    .update(users)
    .set({
      organizationId: organization.id,
      organizationRole: null,
      roles: member.roles.filter((role) => role !== 'recruiter'),
      updatedAt: new Date(),
    })
    .where(eq(users.id, member.id))
    .returning();
  return user;
}

export async function changeMemberRole(
  db: Db,
  ctx: Actor,
  memberId: string,
  role: OrganizationRole,
): Promise<Member[]> {
  return changeTeam(db, ctx, TEAM_MANAGERS, async (tx, { organizationId }) => {
    const member = await findMember(tx, organizationId, memberId);
    if (member.organizationRole === 'owner' && role !== 'owner') {
      if ((await ownerCount(tx, organizationId)) <= 1) throw lastOwner();
    }
    await tx
      .update(users)
      .set({ organizationRole: role, updatedAt: new Date() })
      .where(eq(users.id, member.id));
    return members(tx, organizationId);
  });
}

export async function removeMember(db: Db, ctx: Actor, memberId: string): Promise<Member[]> {
  return changeTeam(db, ctx, TEAM_MANAGERS, async (tx, { organizationId }) => {
    const member = await findMember(tx, organizationId, memberId);
    if (member.organizationRole === 'owner' && (await ownerCount(tx, organizationId)) <= 1) {
      throw lastOwner();
    }
    await detach(tx, member);
    return members(tx, organizationId);
  });
}

// The new owner gets the role; the caller stays on as a recruiter.
export async function transferOwnership(db: Db, ctx: Actor, memberId: string): Promise<Member[]> {
  return changeTeam(db, ctx, TEAM_MANAGERS, async (tx, { organizationId, userId }) => {
    const member = await findMember(tx, organizationId, memberId);
    if (member.id === userId) {
      throw new AppError('organization.transfer_to_self', 'You already own this organization', {
        field: 'user_id',
      });
    }
    const now = new Date();
    await tx
      .update(users)
      .set({ organizationRole: 'owner', updatedAt: now })
      .where(eq(users.id, member.id));
    await tx
      .update(users)
      .set({ organizationRole: 'recruiter', updatedAt: now })
      .where(eq(users.id, userId));
    return members(tx, organizationId);
  });
}

// Any member may leave, except the last owner. Answers the user as they now are.
export async function leaveOrganization(db: Db, ctx: Actor): Promise<User> {
  return changeTeam(db, ctx, ANY_MEMBER, async (tx, { organizationId, role, userId }) => {
    if (role === 'owner' && (await ownerCount(tx, organizationId)) <= 1) throw lastOwner();
    const member = await findMember(tx, organizationId, userId);
    return toUser(await detach(tx, member));
  });
}
