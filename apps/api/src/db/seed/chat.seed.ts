import type { Db } from '../db';
import type { NewAccount } from './account-sample-data';

// Scaffolding: the chat sample data lands here.
export async function seedChat(_db: Db, _account: NewAccount): Promise<void> {}
