import { and, asc, count, desc, eq, ilike, isNotNull, isNull, sql } from 'drizzle-orm';
import type {
  AdminOrganization,
  AdminOrganizationDetail,
  AdminOrganizationPage,
  AdminOrganizationsQuery,
  CreateAdminOrganizationInput,
  UpdateAdminOrganizationInput,
} from '@rehearse/contracts/admin-organizations';
import type { Db } from '../../db/db';
import { idIs } from '../../db/ids';
import { subscriptions } from '../../db/schema/billing';
import { organizations } from '../../db/schema/organizations';
import { users } from '../../db/schema/users';
import { changedFields, recordAudit, type AuditActor } from '../../domain/audit-log';
import { AppError, notFound } from '../../platform/errors';
import { tokenRevocation } from '../../platform/session';

// Organizations for admins (docs/decisions/057-admin-workspace.md): list, read with members,
// create, edit, suspend and restore. Every change writes its audit entry in its transaction.
// Suspending ends the members' sessions (their token version moves on) and sign-in refuses
// them until the organization is restored; admins' own accounts are never locked out.

type Admin = AuditActor & { organizationId: string | null };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (m) => `\\${m}`);

const memberCount = sql<number>`(select count(*) from users u where u.organization_id = organizations.id)::int`;
// An organization without a subscription yet is shown on its type's plan with a zero balance.
const plan = sql<
  AdminOrganization['plan']
>`coalesce(${subscriptions.plan}, case when ${organizations.organizationType} = 'recruiting' then 'recruiting' else 'candidate-free' end)`;

const columns = {
  organization: organizations,
  memberCount,
  plan,
  balance: sql<number>`coalesce(${subscriptions.balance}, 0)`,
};

type Row = {
  organization: typeof organizations.$inferSelect;
  memberCount: number;
  plan: AdminOrganization['plan'];
  balance: number;
};

const toAnswer = ({ organization: o, memberCount, plan, balance }: Row): AdminOrganization => ({
  id: o.id,
  name: o.name,
  type: o.organizationType,
  status: o.suspendedAt ? 'suspended' : 'active',
  website: o.website,
  brand_color: o.brandColor,
  suspended_at: o.suspendedAt?.toISOString() ?? null,
  member_count: Number(memberCount),
  plan,
  balance: Number(balance),
  created_at: o.createdAt.toISOString(),
  updated_at: o.updatedAt.toISOString(),
});

export async function listOrganizations(
  db: Db,
  query: AdminOrganizationsQuery,
): Promise<AdminOrganizationPage> {
  const where = and(
    query.search ? ilike(organizations.name, `%${escapeLike(query.search)}%`) : undefined,
    query.type ? eq(organizations.organizationType, query.type) : undefined,
    query.status === 'suspended' ? isNotNull(organizations.suspendedAt) : undefined,
    query.status === 'active' ? isNull(organizations.suspendedAt) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(organizations)
      .leftJoin(subscriptions, eq(subscriptions.organizationId, organizations.id))
      .where(where)
      .orderBy(desc(organizations.createdAt), desc(organizations.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ total: count() }).from(organizations).where(where),
  ]);
  return {
    organizations: rows.map(toAnswer),
    page: query.page,
    page_size: query.page_size,
    total: counted?.total ?? 0,
  };
}

async function readOrganization(db: Db, id: string): Promise<AdminOrganization> {
  const [row] = await db
    .select(columns)
    .from(organizations)
    .leftJoin(subscriptions, eq(subscriptions.organizationId, organizations.id))
    .where(idIs(organizations.id, id));
  if (!row) throw notFound('Organization not found');
  return toAnswer(row);
}

export async function getOrganization(db: Db, id: string): Promise<AdminOrganizationDetail> {
  const organization = await readOrganization(db, id);
  const members = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      organization_role: users.organizationRole,
      roles: users.roles,
    })
    .from(users)
    .where(eq(users.organizationId, organization.id))
    .orderBy(asc(users.name), asc(users.id));
  return { ...organization, members };
}

export async function createOrganization(
  db: Db,
  admin: Admin,
  input: CreateAdminOrganizationInput,
): Promise<AdminOrganizationDetail> {
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(organizations)
      .values({ name: input.name, organizationType: input.type })
      .returning();
    await recordAudit(tx, admin, {
      action: 'organization.create',
      targetType: 'organization',
      targetId: created!.id,
      organizationId: created!.id,
      before: null,
      after: { name: created!.name, type: created!.organizationType },
    });
    return created!.id;
  });
  return getOrganization(db, id);
}

async function lockOrganization(tx: Db, id: string) {
  const [row] = await tx
    .select()
    .from(organizations)
    .where(idIs(organizations.id, id))
    .for('update');
  if (!row) throw notFound('Organization not found');
  return row;
}

const auditView = (o: typeof organizations.$inferSelect) => ({
  name: o.name,
  type: o.organizationType,
  website: o.website,
  brand_color: o.brandColor,
  suspended_at: o.suspendedAt,
});

export async function updateOrganization(
  db: Db,
  admin: Admin,
  id: string,
  input: UpdateAdminOrganizationInput,
): Promise<AdminOrganizationDetail> {
  await db.transaction(async (tx) => {
    const before = await lockOrganization(tx, id);
    const [after] = await tx
      .update(organizations)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.type !== undefined ? { organizationType: input.type } : {}),
        ...(input.website !== undefined ? { website: input.website } : {}),
        ...(input.brand_color !== undefined ? { brandColor: input.brand_color } : {}),
        updatedAt: new Date(),
      })
      .where(eq(organizations.id, before.id))
      .returning();
    const changed = changedFields(auditView(before), auditView(after!));
    if (changed) {
      await recordAudit(tx, admin, {
        action: 'organization.update',
        targetType: 'organization',
        targetId: before.id,
        organizationId: before.id,
        ...changed,
      });
    }
  });
  return getOrganization(db, id);
}

// Suspends the organization and ends its members' sessions, admins' excepted. An admin may not
// suspend their own organization (admin.own_organization, 409). Suspending a suspended
// organization changes nothing.
export async function suspendOrganization(
  db: Db,
  admin: Admin,
  id: string,
): Promise<AdminOrganizationDetail> {
  await db.transaction(async (tx) => {
    const organization = await lockOrganization(tx, id);
    if (organization.id === admin.organizationId) {
      throw new AppError('admin.own_organization', 'You cannot suspend your own organization');
    }
    if (organization.suspendedAt) return;
    const now = new Date();
    await tx
      .update(organizations)
      .set({ suspendedAt: now, updatedAt: now })
      .where(eq(organizations.id, organization.id));
    const ended = await tx
      .update(users)
      .set({ ...tokenRevocation(), updatedAt: now })
      .where(
        and(
          eq(users.organizationId, organization.id),
          sql`not (${users.roles} && array['admin', 'root']::text[])`,
        ),
      )
      .returning({ id: users.id });
    await recordAudit(tx, admin, {
      action: 'organization.suspend',
      targetType: 'organization',
      targetId: organization.id,
      organizationId: organization.id,
      before: { suspended_at: null },
      after: { suspended_at: now.toISOString(), sessions_ended: ended.length },
    });
  });
  return getOrganization(db, id);
}

// Lets the members sign in again. Restoring an active organization changes nothing.
export async function restoreOrganization(
  db: Db,
  admin: Admin,
  id: string,
): Promise<AdminOrganizationDetail> {
  await db.transaction(async (tx) => {
    const organization = await lockOrganization(tx, id);
    if (!organization.suspendedAt) return;
    await tx
      .update(organizations)
      .set({ suspendedAt: null, updatedAt: new Date() })
      .where(eq(organizations.id, organization.id));
    await recordAudit(tx, admin, {
      action: 'organization.restore',
      targetType: 'organization',
      targetId: organization.id,
      organizationId: organization.id,
      before: { suspended_at: organization.suspendedAt.toISOString() },
      after: { suspended_at: null },
    });
  });
  return getOrganization(db, id);
}
