import type { Db } from '../db';
import type { NewAccount } from './account-sample-data';

// Scaffolding: the mailbox sample data lands here.
export async function seedMailbox(_db: Db, _account: NewAccount): Promise<void> {}
