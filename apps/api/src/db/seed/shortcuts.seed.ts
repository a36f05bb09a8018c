import type { Db } from '../db';
import type { NewAccount } from './account-sample-data';

// Scaffolding: the shortcuts sample data lands here.
export async function seedShortcuts(_db: Db, _account: NewAccount): Promise<void> {}
