import type { Db } from '../db';
import type { NewAccount } from './account-sample-data';

// Scaffolding: the academy sample data lands here.
export async function seedAcademyProgress(_db: Db, _account: NewAccount): Promise<void> {}
