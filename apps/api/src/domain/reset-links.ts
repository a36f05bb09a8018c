import { eq } from 'drizzle-orm';
import type { Db } from '../db/db';
import { passwordResetTokens } from '../db/schema/users';

// Ends every outstanding reset link of the account: a reset and a password change both do, so
// a link sent before cannot set the password again (docs/decisions/017-rate-limits-and-account-recovery.md).
export async function endResetLinks(db: Db, userId: string): Promise<void> {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
}
