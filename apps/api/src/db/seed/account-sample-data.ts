import type { Db } from '../db';

export type NewAccount = { userId: string; createdAt: Date };

// Gives a new account its own copy of an area's sample data. Each area adds its seeder to the
// list below when it lands; they run in the sign-up transaction, so an account never exists
// half-seeded.
export type AccountSeeder = (db: Db, account: NewAccount) => Promise<void>;

const seeders: AccountSeeder[] = [];

export async function seedAccountSampleData(db: Db, account: NewAccount): Promise<void> {
  for (const seed of seeders) await seed(db, account);
}
