import type { Db } from '../db';
import { shortcuts } from '../schema/shortcuts';
import type { NewAccount } from '../../platform/account-hooks';
import { SAMPLE_SHORTCUTS } from './data/shortcuts.data';

// The panel lists shortcuts by creation time, so each gets its own millisecond in sample order.
export async function seedShortcuts(db: Db, account: NewAccount): Promise<void> {
  await db.insert(shortcuts).values(
    SAMPLE_SHORTCUTS.map((shortcut, index) => ({
      ...shortcut,
      description: shortcut.description ?? null,
      useRouter: shortcut.useRouter ?? false,
      userId: account.userId,
      createdAt: new Date(account.createdAt.getTime() + index),
    })),
  );
}
