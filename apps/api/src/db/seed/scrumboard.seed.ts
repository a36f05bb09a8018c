import { POSITION_STEP } from '@rehearse/contracts/scrumboard';
import type { Db } from '../db';
import {
  scrumboardBoards,
  scrumboardCards,
  scrumboardLabels,
  scrumboardLists,
} from '../schema/scrumboard';
import type { NewAccount } from '../../platform/account-hooks';
import { BOARD_SEEDS } from './data/scrumboard.data';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

type Rows<T extends { $inferInsert: unknown }> = T['$inferInsert'][];

// The sample boards with their labels, lists and cards, in four inserts.
export async function seedScrumboard(db: Db, account: NewAccount): Promise<void> {
  const { userId, createdAt } = account;
  const at = (ms: number) => new Date(createdAt.getTime() + ms);
  const boards: Rows<typeof scrumboardBoards> = [];
  const labels: Rows<typeof scrumboardLabels> = [];
  const lists: Rows<typeof scrumboardLists> = [];
  const cards: Rows<typeof scrumboardCards> = [];

  BOARD_SEEDS.forEach((seed, b) => {
    const boardId = crypto.randomUUID();
    boards.push({
      id: boardId,
      userId,
      sample: true,
      title: seed.title,
      description: seed.description,
      icon: seed.icon,
      members: seed.members.map((member) => ({ id: crypto.randomUUID(), ...member })),
      lastActivity: at(seed.lastActivityHours * HOUR_MS),
      // Distinct times keep boards and labels in this order (lists sort by creation).
      createdAt: at(b),
    });
    const labelId = new Map<string, string>();
    seed.labels.forEach((title, i) => {
      const id = crypto.randomUUID();
      labelId.set(title, id);
      labels.push({ id, userId, sample: true, boardId, title, createdAt: at(i) });
    });
    seed.lists.forEach((list, l) => {
      const listId = crypto.randomUUID();
      lists.push({
        id: listId,
        userId,
        sample: true,
        boardId,
        title: list.title,
        position: (l + 1) * POSITION_STEP,
      });
      list.cards.forEach((c, i) => {
        cards.push({
          userId,
          sample: true,
          boardId,
          listId,
          position: (i + 1) * POSITION_STEP,
          title: c.title,
          description: c.description,
          labels: c.labels.flatMap((title) => labelId.get(title) ?? []),
          dueDate: c.dueDays === null ? null : at(c.dueDays * DAY_MS),
        });
      });
    });
  });

  await db.insert(scrumboardBoards).values(boards);
  await db.insert(scrumboardLabels).values(labels);
  await db.insert(scrumboardLists).values(lists);
  await db.insert(scrumboardCards).values(cards);
}
