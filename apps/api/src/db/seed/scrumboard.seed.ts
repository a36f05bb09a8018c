import type { Db } from '../db';
import type { NewAccount } from './account-sample-data';

// Scaffolding: the scrumboard sample data lands here.
export async function seedScrumboard(_db: Db, _account: NewAccount): Promise<void> {}
