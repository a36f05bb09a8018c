import type { Db } from '../db';
import type { NewAccount } from './account-sample-data';

// Scaffolding: the notifications sample data lands here.
export async function seedNotifications(_db: Db, _account: NewAccount): Promise<void> {}
