import { and, eq } from 'drizzle-orm';
import type { CreateProductUserInput, ProductUser } from '@rehearse/contracts/product-users';
import type { Db } from '../../db/db';
import { isUniqueViolation } from '../../db/errors';
import { productUsers } from '../../db/schema/product-users';
import type { Actor } from '../../platform/auth';
import { isAdmin } from '../../platform/roles';
import { AppError, notFound } from '../../platform/errors';
import { getOrganization } from '../../domain/organizations';

type ProductUserRow = typeof productUsers.$inferSelect;

const toProductUser = (row: ProductUserRow): ProductUser => ({
  id: row.id,
  organization_id: row.organizationId,
  external_id: row.externalId,
  created_by: row.createdBy,
  updated_by: row.updatedBy,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

// Outside admins, a user reads and creates only their own record in their own organization.
const ownsRecord = (actor: Actor, organizationId: string, externalId: string) =>
  isAdmin(actor.roles) || (actor.organizationId === organizationId && actor.id === externalId);

export async function findProductUser(
  db: Db,
  actor: Actor,
  organizationId: string,
  externalId: string,
) {
  // Someone else's record is answered exactly like a missing one.
  if (!ownsRecord(actor, organizationId, externalId)) {
    throw notFound('No user with this external id in this organization');
  }
  const [row] = await db
    .select()
    .from(productUsers)
    .where(
      and(eq(productUsers.organizationId, organizationId), eq(productUsers.externalId, externalId)),
    );
  if (!row) throw notFound('No user with this external id in this organization');
  return toProductUser(row);
}

export async function createProductUser(db: Db, actor: Actor, input: CreateProductUserInput) {
  if (!ownsRecord(actor, input.organization_id, input.external_id)) {
    throw new AppError('auth.forbidden', 'You can only create your own user record');
  }
  await getOrganization(db, input.organization_id);
  try {
    const [row] = await db
      .insert(productUsers)
      .values({
        organizationId: input.organization_id,
        externalId: input.external_id,
        createdBy: input.created_by,
        updatedBy: input.updated_by,
      })
      .returning();
    return toProductUser(row);
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new AppError(
        'organization.user_exists',
        'This user already exists in this organization',
      );
    }
    throw err;
  }
}
