import type { Db } from '../db';
import type { NewAccount } from './account-sample-data';

// Scaffolding: the contacts sample data lands here.
export async function seedContacts(_db: Db, _account: NewAccount): Promise<void> {}
