import { and, eq } from 'drizzle-orm';
import type { Board, BoardChange, CreateBoardInput } from '@rehearse/contracts/scrumboard';
import type { Db } from '../../db/db';
import { idIs } from '../../db/ids';
import { scrumboardBoards as boards } from '../../db/schema/scrumboard';
import { users } from '../../db/schema/users';
import { notFound } from '../../platform/errors';
import { BOARD_NOT_FOUND, toBoard } from './scrumboard.service';

// A board the user starts: an empty board whose one member is the user.
const NEW_BOARD_ICON = 'heroicons_outline:view-columns';

export async function createBoard(db: Db, userId: string, input: CreateBoardInput) {
  const [user] = await db
    .select({ name: users.name, avatar: users.avatar })
    .from(users)
    .where(eq(users.id, userId));
  const [row] = await db
    .insert(boards)
    .values({
      userId,
      title: input.title,
      description: input.description ?? '',
      icon: NEW_BOARD_ICON,
      members: user ? [{ id: userId, name: user.name, avatar: user.avatar }] : [],
    })
    .returning();
  return toBoard(row);
}

export async function updateBoard(
  db: Db,
  userId: string,
  id: string,
  change: BoardChange,
): Promise<Board> {
  const [row] = await db
    .update(boards)
    .set({ ...change, lastActivity: new Date() })
    .where(and(eq(boards.userId, userId), idIs(boards.id, id)))
    .returning();
  if (!row) throw notFound(BOARD_NOT_FOUND);
  return toBoard(row);
}

// Its lists, cards and labels go with it (the foreign keys cascade).
export async function deleteBoard(db: Db, userId: string, id: string) {
  const removed = await db
    .delete(boards)
    .where(and(eq(boards.userId, userId), idIs(boards.id, id)))
    .returning({ id: boards.id });
  if (removed.length === 0) throw notFound(BOARD_NOT_FOUND);
  return true as const;
}
