import type { FeedItemKind } from '@rehearse/contracts/feed-items';
import type { Db } from '../db';
import { feedItems } from '../schema/feed-items';
import type { NewAccount } from '../../platform/account-hooks';
import type { SampleFeedItem } from './data/feed-items.data';

const MINUTE_MS = 60_000;

// One multi-row insert of a kind's sample items, timed relative to the account's creation.
export async function seedFeedItems(
  db: Db,
  account: NewAccount,
  kind: FeedItemKind,
  samples: readonly SampleFeedItem[],
): Promise<void> {
  await db.insert(feedItems).values(
    samples.map(({ minutesBefore, ...item }) => ({
      ...item,
      userId: account.userId,
      kind,
      time: new Date(account.createdAt.getTime() - minutesBefore * MINUTE_MS),
    })),
  );
}
