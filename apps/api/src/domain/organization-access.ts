import { and, eq, ne } from 'drizzle-orm';
import type { OrganizationRole } from '@rehearse/contracts/organizations';
import type { Db } from '../db/db';
import { organizations } from '../db/schema/organizations';
import { users } from '../db/schema/users';
import { AppError } from '../platform/errors';

// Who may do what in a recruiting organization, decided here and only here
// (docs/decisions/041-recruiting-organizations.md). Every call about "my organization" starts
// with requireOrganizationRole; ids of members and invitations are then looked up within the
// caller's organization only, so another organization's ids answer 404 like missing ones.

export const ANY_MEMBER: readonly OrganizationRole[] = ['owner', 'recruiter', 'reviewer'];
// The company profile, its logo, and (later) postings.
export const EDITORS: readonly OrganizationRole[] = ['owner', 'recruiter'];
// The team: invitations, roles, removal, ownership.
export const TEAM_MANAGERS: readonly OrganizationRole[] = ['owner'];

export type Membership = { userId: string; organizationId: string; role: OrganizationRole };

// The caller's place in their recruiting organization, read from the database (never from
// the client). Not a member of one (a candidate): 403 organization.recruiters_only. A member
// whose role is not among `roles` (a reviewer editing): 403 organization.role_forbidden.
export async function requireOrganizationRole(
  db: Db,
  user: { id: string },
  roles: readonly OrganizationRole[],
): Promise<Membership> {
  const [row] = await db
    .select({
      organizationId: users.organizationId,
      role: users.organizationRole,
      type: organizations.organizationType,
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, user.id));
  if (!row || row.type !== 'recruiting' || !row.role || !row.organizationId) {
    throw new AppError(
      'organization.recruiters_only',
      'Only members of a recruiting organization can do this',
    );
  }
  const membership = { userId: user.id, organizationId: row.organizationId, role: row.role };
  requireRole(membership, roles);
  return membership;
}

// 403 organization.role_forbidden unless the member's role is among `roles`.
export function requireRole(membership: Membership, roles: readonly OrganizationRole[]): void {
  if (!roles.includes(membership.role)) {
    throw new AppError(
      'organization.role_forbidden',
      `Your role (${membership.role}) in this organization does not allow this`,
      { params: { role: membership.role } },
    );
  }
}

// Serialises changes to one organization's team (the last-owner rule reads and writes several
// rows): every such change locks the organization's row first.
export async function lockOrganization(db: Db, organizationId: string): Promise<void> {
  await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
}

// An account about to go (deleted) must not leave its recruiting organization's other members
// without an owner: 409 organization.last_owner, under the organization's lock. The last member
// may go.
export async function refuseLastOwnerLeaving(db: Db, user: { id: string }): Promise<void> {
  const [row] = await db
    .select({ organizationId: users.organizationId, role: users.organizationRole })
    .from(users)
    .where(eq(users.id, user.id));
  if (!row?.organizationId || row.role !== 'owner') return;
  await lockOrganization(db, row.organizationId);
  const others = await db
    .select({ role: users.organizationRole })
    .from(users)
    .where(and(eq(users.organizationId, row.organizationId), ne(users.id, user.id)));
  if (others.length > 0 && !others.some((other) => other.role === 'owner')) {
    throw new AppError(
      'organization.last_owner',
      'The organization would have no owner. Make another member an owner first.',
    );
  }
}
