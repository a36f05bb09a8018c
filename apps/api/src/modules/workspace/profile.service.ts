import type { CandidateProfile } from '@rehearse/contracts/workspace';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { candidateProfiles } from '../../db/schema/candidate-profiles';
import { organizations } from '../../db/schema/organizations';
import { recordings } from '../../db/schema/recordings';
import { users } from '../../db/schema/users';
import { AppError } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/password';
import type { RecordingStore } from '../../platform/recording-store';
import type { UserRow } from '../../db/schema/users';
import { issueSession } from '../../platform/session';
import { getCandidateProfile } from '../../domain/candidate-profile';
import { removeFiles } from '../../domain/recordings';

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

// Asks for the current password; revokes every other session (their tokens carry the old
// version) and answers a fresh session for this one.
export async function changePassword(
  db: Db,
  secret: string,
  user: UserRow,
  currentPassword: string,
  newPassword: string,
) {
  if (!(await verifyPassword(currentPassword, user.passwordHash))) {
    throw new AppError('auth.wrong_password', 'The current password is not right', {
      field: 'currentPassword',
    });
  }
  const [updated] = await db
    .update(users)
    .set({
      passwordHash: await hashPassword(newPassword),
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id))
    .returning();
  return issueSession(secret, updated!);
}

// Removes the account and everything it owns: its rows (by cascade), its recording files, and
// its own individual organization when no one else is in it.
export async function deleteAccount(
  db: Db,
  store: RecordingStore,
  user: UserRow,
  typedEmail: string,
): Promise<void> {
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
    store,
    files.map((f) => f.storageKey),
  );
}
