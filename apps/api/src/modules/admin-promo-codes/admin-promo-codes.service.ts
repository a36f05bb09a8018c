import { desc, eq, sql } from 'drizzle-orm';
import {
  promoCodeIssues,
  type CreatePromoCodeInput,
  type PromoCode,
  type PromoCodeList,
  type PromoRedemptionList,
  type UpdatePromoCodeInput,
} from '@rehearse/contracts/admin-promo-codes';
import type { Db } from '../../db/db';
import { isUniqueViolation } from '../../db/errors';
import { idIs } from '../../db/ids';
import { promoCodes, promoRedemptions, type PromoCodeRow } from '../../db/schema/billing';
import { organizations } from '../../db/schema/organizations';
import { users } from '../../db/schema/users';
import { changedFields, recordAudit, type AuditActor } from '../../domain/audit-log';
import { AppError, notFound } from '../../platform/errors';

// Promo codes for admins (docs/decisions/057-admin-workspace.md): created, edited, disabled and
// enabled, each change audited; listed with their redemptions (counted from promo_redemptions).
// Redeeming is the checkout's (domain/promo-codes.ts). A code is unique (its index), and once
// redeemed its code and kind stay.

const redemptions = sql<number>`(select count(*) from promo_redemptions r where r.promo_code_id = promo_codes.id)::int`;

const toAnswer = (row: PromoCodeRow, redemptionCount: number): PromoCode => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  credits: row.credits,
  percent_off: row.percentOff,
  starts_at: row.startsAt?.toISOString() ?? null,
  ends_at: row.endsAt?.toISOString() ?? null,
  max_redemptions: row.maxRedemptions,
  max_per_organization: row.maxPerOrganization,
  redemption_count: Number(redemptionCount),
  disabled: row.disabledAt !== null,
  disabled_at: row.disabledAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

// What the audit log keeps of a code.
const auditView = (row: PromoCodeRow) => ({
  code: row.code,
  kind: row.kind,
  credits: row.credits,
  percent_off: row.percentOff,
  starts_at: row.startsAt,
  ends_at: row.endsAt,
  max_redemptions: row.maxRedemptions,
  max_per_organization: row.maxPerOrganization,
  disabled_at: row.disabledAt,
});

const codeTaken = () =>
  new AppError('admin.promo_code_taken', 'A promo code with this code already exists', {
    field: 'code',
  });

export async function listPromoCodes(db: Db): Promise<PromoCodeList> {
  const rows = await db
    .select({ code: promoCodes, redemptions })
    .from(promoCodes)
    .orderBy(desc(promoCodes.createdAt), desc(promoCodes.id));
  return { promo_codes: rows.map((row) => toAnswer(row.code, row.redemptions)) };
}

async function readPromoCode(db: Db, id: string): Promise<PromoCode> {
  const [row] = await db
    .select({ code: promoCodes, redemptions })
    .from(promoCodes)
    .where(idIs(promoCodes.id, id));
  if (!row) throw notFound('Promo code not found');
  return toAnswer(row.code, row.redemptions);
}

const toDate = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

export async function createPromoCode(
  db: Db,
  admin: AuditActor,
  input: CreatePromoCodeInput,
): Promise<PromoCode> {
  try {
    const id = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(promoCodes)
        .values({
          code: input.code,
          kind: input.kind,
          credits: input.kind === 'credits' ? input.credits! : null,
          percentOff: input.kind === 'percent' ? input.percent_off! : null,
          startsAt: toDate(input.starts_at) ?? null,
          endsAt: toDate(input.ends_at) ?? null,
          maxRedemptions: input.max_redemptions ?? null,
          maxPerOrganization: input.max_per_organization ?? 1,
          createdBy: admin.id,
        })
        .returning();
      await recordAudit(tx, admin, {
        action: 'promo_code.create',
        targetType: 'promo_code',
        targetId: created!.id,
        before: null,
        after: changedFields({}, auditView(created!))?.after ?? null,
      });
      return created!.id;
    });
    return readPromoCode(db, id);
  } catch (err) {
    if (isUniqueViolation(err)) throw codeTaken();
    throw err;
  }
}

export async function updatePromoCode(
  db: Db,
  admin: AuditActor,
  id: string,
  input: UpdatePromoCodeInput,
): Promise<PromoCode> {
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(promoCodes)
        .where(idIs(promoCodes.id, id))
        .for('update');
      if (!before) throw notFound('Promo code not found');
      const kind = input.kind ?? before.kind;
      const kindChanged = kind !== before.kind;
      const codeChanged = input.code !== undefined && input.code !== before.code;
      if (kindChanged || codeChanged) {
        const [used] = await tx
          .select({ id: promoRedemptions.id })
          .from(promoRedemptions)
          .where(eq(promoRedemptions.promoCodeId, before.id))
          .limit(1);
        if (used) {
          throw new AppError(
            'admin.promo_code_redeemed',
            'This promo code has been redeemed: its code and kind can no longer change',
            { field: codeChanged ? 'code' : 'kind' },
          );
        }
      }
      // A change of kind drops the other kind's value unless the call says it.
      const merged = {
        kind,
        credits:
          input.credits !== undefined ? input.credits : kind === 'credits' ? before.credits : null,
        percent_off:
          input.percent_off !== undefined
            ? input.percent_off
            : kind === 'percent'
              ? before.percentOff
              : null,
        starts_at:
          input.starts_at !== undefined
            ? input.starts_at
            : (before.startsAt?.toISOString() ?? null),
        ends_at:
          input.ends_at !== undefined ? input.ends_at : (before.endsAt?.toISOString() ?? null),
      };
      const [issue] = promoCodeIssues(merged);
      if (issue) throw new AppError(issue.code, issue.message, { field: issue.path });
      const [after] = await tx
        .update(promoCodes)
        .set({
          code: input.code ?? before.code,
          kind,
          credits: merged.credits,
          percentOff: merged.percent_off,
          startsAt: toDate(merged.starts_at),
          endsAt: toDate(merged.ends_at),
          ...(input.max_redemptions !== undefined ? { maxRedemptions: input.max_redemptions } : {}),
          ...(input.max_per_organization !== undefined
            ? { maxPerOrganization: input.max_per_organization }
            : {}),
          updatedAt: new Date(),
        })
        .where(eq(promoCodes.id, before.id))
        .returning();
      const changed = changedFields(auditView(before), auditView(after!));
      if (changed) {
        await recordAudit(tx, admin, {
          action: 'promo_code.update',
          targetType: 'promo_code',
          targetId: before.id,
          ...changed,
        });
      }
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw codeTaken();
    throw err;
  }
  return readPromoCode(db, id);
}

// Disables or enables a code; asking for the state it is in changes nothing.
export async function setPromoCodeDisabled(
  db: Db,
  admin: AuditActor,
  id: string,
  disabled: boolean,
): Promise<PromoCode> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(promoCodes)
      .where(idIs(promoCodes.id, id))
      .for('update');
    if (!before) throw notFound('Promo code not found');
    if ((before.disabledAt !== null) === disabled) return;
    const disabledAt = disabled ? new Date() : null;
    await tx
      .update(promoCodes)
      .set({ disabledAt, updatedAt: new Date() })
      .where(eq(promoCodes.id, before.id));
    await recordAudit(tx, admin, {
      action: disabled ? 'promo_code.disable' : 'promo_code.enable',
      targetType: 'promo_code',
      targetId: before.id,
      before: { disabled_at: before.disabledAt?.toISOString() ?? null },
      after: { disabled_at: disabledAt?.toISOString() ?? null },
    });
  });
  return readPromoCode(db, id);
}

export async function listRedemptions(db: Db, id: string): Promise<PromoRedemptionList> {
  const code = await readPromoCode(db, id);
  const rows = await db
    .select({
      id: promoRedemptions.id,
      organization_id: promoRedemptions.organizationId,
      organization_name: organizations.name,
      user_id: promoRedemptions.userId,
      user_email: users.email,
      createdAt: promoRedemptions.createdAt,
    })
    .from(promoRedemptions)
    .innerJoin(organizations, eq(organizations.id, promoRedemptions.organizationId))
    .leftJoin(users, eq(users.id, promoRedemptions.userId))
    .where(eq(promoRedemptions.promoCodeId, code.id))
    .orderBy(desc(promoRedemptions.createdAt), desc(promoRedemptions.id));
  return {
    redemptions: rows.map(({ createdAt, ...row }) => ({
      ...row,
      created_at: createdAt.toISOString(),
    })),
  };
}
