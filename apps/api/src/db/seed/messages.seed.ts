import type { Db } from '../db';
import type { NewAccount } from './account-sample-data';

// Scaffolding: the messages sample data lands here.
export async function seedMessages(_db: Db, _account: NewAccount): Promise<void> {}
