import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/db';
import {
  passwordResetRequests,
  passwordResetTokens,
  users,
  type UserRow,
} from '../../db/schema/users';
import { queueEmail } from '../../domain/email-outbox';
import { AppError } from '../../platform/errors';
import { hashPassword } from '../../platform/password';
import { consumeLimit, type RateLimitRule } from '../../platform/rate-limit';
import type { AppServices } from '../../platform/services';
import { randomToken, sha256Hex } from '../../platform/tokens';
import { findUserByEmail } from '../../domain/accounts';
import { tokenRevocation } from '../../platform/session';

// Forgot-password calls count whether or not the email has an account, so the limits say
// nothing about accounts (docs/decisions/017-rate-limits-and-account-recovery.md).
export const FORGOT_PASSWORD_EMAIL_LIMIT: RateLimitRule = {
  limit: 5,
  windowMs: 60 * 60 * 1000,
  message: 'Too many password reset requests for this email.',
};
export const FORGOT_PASSWORD_ADDRESS_LIMIT: RateLimitRule = {
  limit: 20,
  windowMs: 60 * 60 * 1000,
  message: 'Too many password reset requests.',
};
const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

// The answer's part of forgot-password: the same two counters and one request row for every
// email, known or not, so neither the answer nor its duration tells whether an account exists.
// resolvePasswordResetRequests does the rest after the answer.
export async function requestPasswordReset(
  db: Db,
  email: string,
  clientAddress: string,
): Promise<void> {
  await consumeLimit(
    db,
    [`forgot-password:address:${clientAddress}`],
    FORGOT_PASSWORD_ADDRESS_LIMIT,
  );
  await consumeLimit(db, [`forgot-password:email:${email}`], FORGOT_PASSWORD_EMAIL_LIMIT);
  await db.insert(passwordResetRequests).values({ email });
}

// Resolves waiting requests one by one until none is left: an account's email gets a new link
// (replacing any earlier one); an unknown email gets nothing. Each request is claimed, resolved
// and removed in one transaction (SKIP LOCKED: several servers on one PostgreSQL share the
// work), so a crash leaves it for the next run. Each link's email is committed with it, then the
// delivery worker is told. Answers how many were resolved.
export async function resolvePasswordResetRequests(
  db: Db,
  services: Pick<AppServices, 'emailQueued'>,
  publicUrl: string,
): Promise<number> {
  let resolved = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const next = tx
        .select({ id: passwordResetRequests.id })
        .from(passwordResetRequests)
        .orderBy(asc(passwordResetRequests.requestedAt))
        .limit(1)
        .for('update', { skipLocked: true });
      const [request] = await tx
        .delete(passwordResetRequests)
        .where(inArray(passwordResetRequests.id, next))
        .returning();
      if (!request) return false;
      const user = await findUserByEmail(tx, request.email);
      if (user) await issueResetLink(tx, user, publicUrl);
      return user ? 'emailed' : 'unknown';
    });
    if (!done) return resolved;
    if (done === 'emailed') services.emailQueued();
    resolved++;
  }
}

// One live link per account: the upsert on user_id replaces an earlier link.
async function issueResetLink(db: Db, user: UserRow, publicUrl: string): Promise<void> {
  const token = randomToken();
  const tokenHash = await sha256Hex(token);
  const expiresAt = new Date(Date.now() + RESET_LINK_LIFETIME_MS);
  await db
    .insert(passwordResetTokens)
    .values({ userId: user.id, tokenHash, expiresAt })
    .onConflictDoUpdate({
      target: passwordResetTokens.userId,
      set: { tokenHash, expiresAt, createdAt: new Date() },
    });
  const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await queueEmail(db, {
    to: user.email,
    kind: 'password-reset',
    subject: 'Reset your Rehearse password',
    text: [
      `Hi ${user.name},`,
      '',
      'Someone (hopefully you) asked to reset the password of your Rehearse account.',
      `Choose a new password here within the next hour: ${link}`,
      '',
      'If you did not ask for this, ignore this email; your password stays as it is.',
    ].join('\n'),
  });
}

export async function resetPassword(db: Db, token: string, password: string): Promise<void> {
  const tokenHash = await sha256Hex(token);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    // Claiming the link (deleting it: the account's only one) and changing the password happen
    // together, or not at all.
    const [claimed] = await tx
      .delete(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!claimed) {
      throw new AppError(
        'auth.reset_link_invalid',
        'This reset link is invalid or has expired. Request a new one.',
      );
    }
    await tx
      .update(users)
      .set({ passwordHash, ...tokenRevocation(), updatedAt: new Date() })
      .where(eq(users.id, claimed.userId));
  });
}
