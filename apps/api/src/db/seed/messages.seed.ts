import type { Db } from '../db';
import type { NewAccount } from '../../platform/account-hooks';
import { SAMPLE_MESSAGES } from './data/feed-items.data';
import { seedFeedItems } from './feed-items.seed';

export async function seedMessages(db: Db, account: NewAccount): Promise<void> {
  await seedFeedItems(db, account, 'message', SAMPLE_MESSAGES);
}
