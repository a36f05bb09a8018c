import type { Db } from '../db';
import type { NewAccount } from '../../platform/account-hooks';
import { recordProductEvent } from '../../domain/product-events';

// A new account's first message: the product's welcome, in the language it signed up in.
export async function seedWelcome(db: Db, account: NewAccount): Promise<void> {
  await recordProductEvent(db, account.userId, account.language, { type: 'welcome' }, account.createdAt);
}
