import { eq } from 'drizzle-orm';
import type { Organization } from '@rehearse/contracts/organizations';
import type { Db } from '../db/db';
import { isUuid } from '../db/ids';
import { organizations } from '../db/schema/organizations';
import { notFound } from '../platform/errors';

type OrganizationRow = typeof organizations.$inferSelect;

const toOrganization = (row: OrganizationRow): Organization => ({
  id: row.id,
  name: row.name,
  organization_type: row.organizationType,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export async function getOrganization(db: Db, id: string): Promise<Organization> {
  const [row] = isUuid(id)
    ? await db.select().from(organizations).where(eq(organizations.id, id))
    : [];
  if (!row) throw notFound('Organization not found');
  return toOrganization(row);
}
