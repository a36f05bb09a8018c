import { and, count, desc, eq, gte, ilike, like, lt, or, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditLogPage, AuditLogQuery } from '@rehearse/contracts/admin-audit-log';
import type { Db } from '../../db/db';
import { auditLog } from '../../db/schema/admin';

// The audit log for admins: newest first, paged, filtered by action (or its area), actor's
// email, organization and time (docs/decisions/057-admin-workspace.md).

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (m) => `\\${m}`);

// A date alone means its whole UTC day: `to` ends at the next midnight.
const bound = (value: string, end: boolean) => {
  if (value.includes('T')) return new Date(value);
  const day = new Date(`${value}T00:00:00Z`);
  return end ? new Date(day.getTime() + 86_400_000) : day;
};

export async function listAuditLog(db: Db, query: AuditLogQuery): Promise<AuditLogPage> {
  const filters: (SQL | undefined)[] = [
    query.action
      ? or(
          eq(auditLog.action, query.action),
          like(auditLog.action, `${escapeLike(query.action)}.%`),
        )
      : undefined,
    query.actor ? ilike(auditLog.actorEmail, `%${escapeLike(query.actor)}%`) : undefined,
    query.organization_id ? eq(auditLog.organizationId, query.organization_id) : undefined,
    query.from ? gte(auditLog.createdAt, bound(query.from, false)) : undefined,
    query.to
      ? query.to.includes('T')
        ? lt(auditLog.createdAt, new Date(new Date(query.to).getTime() + 1))
        : lt(auditLog.createdAt, bound(query.to, true))
      : undefined,
  ];
  const where = and(...filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  const entries: AuditEntry[] = rows.map((row) => ({
    id: row.id,
    actor_id: row.actorId,
    actor_email: row.actorEmail,
    action: row.action,
    target_type: row.targetType,
    target_id: row.targetId,
    organization_id: row.organizationId,
    before: (row.before as Record<string, unknown> | null) ?? null,
    after: (row.after as Record<string, unknown> | null) ?? null,
    created_at: row.createdAt.toISOString(),
  }));
  return { entries, page: query.page, page_size: query.page_size, total: counted?.total ?? 0 };
}
