import type { Organization } from '@rehearse/contracts/organizations';
import type { Db } from '../db/db';
import { idIs } from '../db/ids';
import { organizations } from '../db/schema/organizations';
import type { Actor } from '../platform/auth';
import { isAdmin } from '../platform/roles';
import { notFound } from '../platform/errors';

type OrganizationRow = typeof organizations.$inferSelect;

// The public URL of an organization's logo (a path on this site); `v` changes with the logo, so
// a new logo is a new URL (docs/decisions/041-recruiting-organizations.md).
export const logoUrl = (organizationId: string, updatedAt: Date) =>
  `/api/organizations/${organizationId}/logo?v=${updatedAt.getTime()}`;

const toOrganization = (row: OrganizationRow): Organization => ({
  id: row.id,
  name: row.name,
  organization_type: row.organizationType,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export async function getOrganization(db: Db, id: string): Promise<Organization> {
  const [row] = await db.select().from(organizations).where(idIs(organizations.id, id));
  if (!row) throw notFound('Organization not found');
  return toOrganization(row);
}

// The caller's own organization, or any for an admin; someone else's is answered exactly like a
// missing one.
export async function getOrganizationFor(db: Db, actor: Actor, id: string) {
  if (actor.organizationId !== id && !isAdmin(actor.roles))
    throw notFound('Organization not found');
  return getOrganization(db, id);
}
