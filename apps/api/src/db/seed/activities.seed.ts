import type { Db } from '../db';
import type { NewAccount } from './account-sample-data';

// Scaffolding: the activities sample data lands here.
export async function seedActivities(_db: Db, _account: NewAccount): Promise<void> {}
