import type { Db } from './db/db';
import { platformInvitations } from './db/schema/admin';
import { recordAudit } from './domain/audit-log';
import { adjustCredits } from './modules/admin-subscriptions/admin-subscriptions.service';
import {
  createOrganization,
  suspendOrganization,
} from './modules/admin-organizations/admin-organizations.service';
import {
  createPromoCode,
  setPromoCodeDisabled,
} from './modules/admin-promo-codes/admin-promo-codes.service';
import { randomToken, sha256Hex } from './platform/tokens';

const DAY_MS = 24 * 60 * 60 * 1000;

type DemoAdmin = { id: string; email: string; name: string; organizationId: string | null };

// What the demo admin finds on the first sign-in (issue 16): organizations besides Northwind
// (one suspended), promo codes in every state, a credit adjustment on Northwind's ledger, and
// pending invitations, each made through the admin services themselves, so the audit log holds
// the entries those actions write. Invitations are stored without sending an email: their
// links were never handed out, and no one can accept them.
export async function seedDemoAdmin(
  db: Db,
  admin: DemoAdmin,
  northwindId: string | null,
): Promise<void> {
  const now = Date.now();
  const iso = (offsetDays: number) => new Date(now + offsetDays * DAY_MS).toISOString();

  await createOrganization(db, admin, { name: 'Contoso Careers', type: 'recruiting' });
  const globex = await createOrganization(db, admin, {
    name: 'Globex Staffing',
    type: 'recruiting',
  });
  await suspendOrganization(db, admin, globex.id);

  await createPromoCode(db, admin, {
    code: 'WELCOME10',
    kind: 'credits',
    credits: 10,
    max_redemptions: 500,
    max_per_organization: 1,
  });
  await createPromoCode(db, admin, {
    code: 'SPRING25',
    kind: 'percent',
    percent_off: 25,
    starts_at: iso(-14),
    ends_at: iso(60),
    max_per_organization: 1,
  });
  await createPromoCode(db, admin, {
    code: 'LAUNCH2026',
    kind: 'credits',
    credits: 5,
    starts_at: iso(-90),
    ends_at: iso(-10),
    max_redemptions: 100,
  });
  const retired = await createPromoCode(db, admin, {
    code: 'PILOT50',
    kind: 'percent',
    percent_off: 50,
    max_redemptions: 20,
  });
  await setPromoCodeDisabled(db, admin, retired.id, true);

  if (northwindId) {
    await adjustCredits(db, admin, northwindId, {
      amount: 30,
      reason: 'Pilot extension agreed with Northwind for the autumn hiring round',
      idempotency_key: crypto.randomUUID(),
    });
  }

  for (const invitation of [
    { email: 'morgan.ops@example.com', role: 'admin' as const, organizationId: null },
    {
      email: 'jordan.hiring@example.com',
      role: 'recruiter' as const,
      organizationId: northwindId,
    },
  ]) {
    if (invitation.role === 'recruiter' && !invitation.organizationId) continue;
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(platformInvitations)
        .values({
          email: invitation.email,
          role: invitation.role,
          organizationId: invitation.organizationId,
          tokenHash: await sha256Hex(randomToken()),
          expiresAt: new Date(now + 7 * DAY_MS),
          invitedBy: admin.id,
        })
        .returning();
      await recordAudit(tx, admin, {
        action: 'platform_invitation.create',
        targetType: 'platform_invitation',
        targetId: row!.id,
        organizationId: invitation.organizationId,
        before: null,
        after: {
          email: invitation.email,
          role: invitation.role,
          organization_id: invitation.organizationId,
        },
      });
    });
  }
}
