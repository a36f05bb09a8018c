import { eq } from 'drizzle-orm';
import type { UpdateUserInput } from '@rehearse/contracts/user';
import type { Db } from '../../db/db';
import { users } from '../../db/schema/users';
import { toUser } from '../../platform/session';

// Changes the user's own name, avatar or status; roles and email are never touched here.
export async function updateUser(db: Db, userId: string, changes: UpdateUserInput['user']) {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return toUser(row);
}
