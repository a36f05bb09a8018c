import type { Db } from '../db';
import type { NewAccount } from './account-sample-data';

// Scaffolding: the file-manager sample data lands here.
export async function seedFileManager(_db: Db, _account: NewAccount): Promise<void> {}
