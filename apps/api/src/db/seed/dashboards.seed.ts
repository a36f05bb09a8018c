import type { Db } from '../db';
import type { NewAccount } from './account-sample-data';

// Scaffolding: the dashboards sample data lands here.
export async function seedDashboards(_db: Db, _account: NewAccount): Promise<void> {}
