import type { Db } from '../db';
import type { NewAccount } from '../../platform/account-hooks';
import { SAMPLE_NOTIFICATIONS } from './data/feed-items.data';
import { seedFeedItems } from './feed-items.seed';

export async function seedNotifications(db: Db, account: NewAccount): Promise<void> {
  await seedFeedItems(db, account, 'notification', SAMPLE_NOTIFICATIONS);
}
