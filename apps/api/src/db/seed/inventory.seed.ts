import type { Db } from '../db';
import type { NewAccount } from './account-sample-data';

// Scaffolding: the inventory sample data lands here.
export async function seedInventory(_db: Db, _account: NewAccount): Promise<void> {}
