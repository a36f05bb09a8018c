import type { CandidateProfile } from '@rehearse/contracts/workspace';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { candidateProfiles } from '../../db/schema/candidate-profiles';
import { organizations } from '../../db/schema/organizations';
import { refuseLastOwnerLeaving } from '../../domain/organization-access';
import { recordings } from '../../db/schema/recordings';
import { users } from '../../db/schema/users';
import { AppError } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/password';
import { clearLimit, consumeLimit, type RateLimitRule } from '../../platform/rate-limit';
import { issueSession, tokenRevocation } from '../../platform/session';
import type { ServiceContext } from '../../platform/services';
import { removeFiles } from '../../domain/recordings';
import { endResetLinks } from '../../domain/reset-links';
import { getCandidateProfile } from '../../domain/candidate-profile';

export async function updateCandidateProfile(
  db: Db,
  userId: string,
  changes: Partial<CandidateProfile>,
): Promise<CandidateProfile> {
  const next = { ...(await getCandidateProfile(db, userId)), ...changes };
  const values = {
    ...next,
    targetRoles: [...new Set(next.targetRoles)],
    targetSkills: [...new Set(next.targetSkills)],
    updatedAt: new Date(),
  };
  await db
    .insert(candidateProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: candidateProfiles.userId, set: values });
  return getCandidateProfile(db, userId);
}

// Wrong current passwords per account: a stolen session must not become a way to guess the
// password. Every check counts before it runs (see rate-limit.ts); a change clears the count.
export const CURRENT_PASSWORD_LIMIT: RateLimitRule = {
  limit: 5,
  windowMs: 15 * 60 * 1000,
  message: 'Too many wrong current passwords.',
};

export const passwordState = (user: { passwordHash: string }) => ({
  hasPassword: user.passwordHash !== '',
});

// Asks for the current password; revokes every other session (their tokens carry the old
// version) and every reset link, and answers a fresh session for this one. An account with no
// password (made by the OpenID Connect provider) sets its first one without a current password;
// the update is conditional on the hash still being empty, so a password set meanwhile (another
// tab, another session) is never overwritten without being known.
export async function changePassword(
  db: Db,
  ctx: ServiceContext,
  { currentPassword, newPassword }: { currentPassword?: string; newPassword: string },
) {
  const { user } = ctx;
  const limitKey = `current-password:user:${user.id}`;
  const firstPassword = user.passwordHash === '';
  if (!firstPassword) {
    await consumeLimit(db, [limitKey], CURRENT_PASSWORD_LIMIT);
    if (!currentPassword || !(await verifyPassword(currentPassword, user.passwordHash))) {
      throw new AppError('auth.wrong_password', 'The current password is not right', {
        field: 'currentPassword',
      });
    }
  }
  const passwordHash = await hashPassword(newPassword);
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ passwordHash, ...tokenRevocation(), updatedAt: new Date() })
      .where(
        and(eq(users.id, user.id), eq(users.passwordHash, firstPassword ? '' : user.passwordHash)),
      )
      .returning();
    await endResetLinks(tx, user.id);
    await clearLimit(tx, [limitKey]);
    return row;
  });
  if (!updated) {
    // The password changed after this request was authenticated: ask for the one now set.
    throw new AppError('auth.wrong_password', 'The current password is not right', {
      field: 'currentPassword',
    });
  }
  return issueSession(await ctx.signingSecret(), updated);
}

// Removes the account and everything it owns: its rows (by cascade), its recording files, and
// its own individual organization when no one else is in it.
export async function deleteAccount(
  db: Db,
  ctx: ServiceContext,
  typedEmail: string,
): Promise<void> {
  const { user } = ctx;
  if (typedEmail.trim().toLowerCase() !== user.email) {
    throw new AppError(
      'account.confirm_email_mismatch',
      'Type your account’s email exactly to confirm',
      {
        field: 'email',
      },
    );
  }
  const files = await db
    .select({ storageKey: recordings.storageKey })
    .from(recordings)
    .where(eq(recordings.userId, user.id));
  await db.transaction(async (tx) => {
    // A recruiting organization keeps an owner (docs/decisions/041-recruiting-organizations.md).
    await refuseLastOwnerLeaving(tx, user);
    await tx.delete(users).where(eq(users.id, user.id));
    if (user.organizationId) {
      const [others] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(and(eq(users.organizationId, user.organizationId), ne(users.id, user.id)));
      if (!others?.n) {
        await tx
          .delete(organizations)
          .where(
            and(
              eq(organizations.id, user.organizationId),
              eq(organizations.organizationType, 'individual'),
            ),
          );
      }
    }
  });
  // After the rows: a failure here leaves an unreferenced file, never a row without its file.
  await removeFiles(
    ctx.recordings,
    files.map((f) => f.storageKey),
  );
}
