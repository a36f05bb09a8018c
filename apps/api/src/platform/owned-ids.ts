import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/db';
import { isUuid } from '../db/ids';
import { AppError } from './errors';

type OwnedTable = PgTable & { id: PgColumn; userId: PgColumn };

// Checks that ids a body refers to (labels, tags...) are rows of this user (and of `scope`,
// e.g. the same board); answers them without duplicates. Anything else is invalid input (400
// naming the field). The rows are share-locked so that, inside the caller's transaction, a
// concurrent delete cannot strip them between the check and the write.
export async function assertOwnedIds(
  db: Db,
  table: OwnedTable,
  userId: string,
  ids: readonly string[],
  field: string,
  scope?: SQL,
): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const valid = unique.every(isUuid)
    ? await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.userId, userId), inArray(table.id, unique), scope))
        .for('share')
    : [];
  if (valid.length !== unique.length) {
    throw new AppError('validation.unknown_id', 'contains an unknown id', { field });
  }
  return unique;
}
