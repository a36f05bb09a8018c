import type { Db } from '../db';
import type { NewAccount } from './account-sample-data';

// Scaffolding: the notes sample data lands here.
export async function seedNotes(_db: Db, _account: NewAccount): Promise<void> {}
