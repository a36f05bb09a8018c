import type { Db } from '../db';
import type { NewAccount } from './account-sample-data';

// Scaffolding: the tasks sample data lands here.
export async function seedTasks(_db: Db, _account: NewAccount): Promise<void> {}
