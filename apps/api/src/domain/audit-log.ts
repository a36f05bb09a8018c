import type { Db } from '../db/db';
import { auditLog } from '../db/schema/admin';

// The audit log (docs/decisions/057-admin-workspace.md). Every admin change writes one entry,
// with the same transaction handle as the change, so an entry exists exactly when its change
// does. `before` and `after` hold the changed fields only.

export type AuditActor = { id: string; email: string };

export type AuditEntryInput = {
  // A dotted verb: 'organization.suspend', 'subscription.adjust', 'promo_code.create', ...
  action: string;
  targetType: string;
  targetId: string | null;
  organizationId?: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

export async function recordAudit(
  tx: Db,
  actor: AuditActor,
  entry: AuditEntryInput,
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    organizationId: entry.organizationId ?? null,
    before: entry.before,
    after: entry.after,
  });
}

// The fields of `after` whose value differs from `before`, each side with only those fields:
// what an edit changed. Dates compare and are kept as ISO strings.
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const plain = (v: unknown) => (v instanceof Date ? v.toISOString() : v);
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    const a = plain(before[key]);
    const b = plain(after[key]);
    if (JSON.stringify(a) !== JSON.stringify(b)) {
      was[key] = a ?? null;
      now[key] = b ?? null;
    }
  }
  return Object.keys(now).length > 0 ? { before: was, after: now } : null;
}
