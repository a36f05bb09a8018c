import type { Db } from '../db';
import { seedMessages } from './messages.seed';
import { seedNotifications } from './notifications.seed';
import { seedShortcuts } from './shortcuts.seed';
import { seedMailbox } from './mailbox.seed';
import { seedContacts } from './contacts.seed';
import { seedChat } from './chat.seed';
import { seedInventory } from './inventory.seed';
import { seedFileManager } from './file-manager.seed';
import { seedNotes } from './notes.seed';
import { seedTasks } from './tasks.seed';
import { seedScrumboard } from './scrumboard.seed';
import { seedAcademyProgress } from './academy.seed';
import { seedDashboards } from './dashboards.seed';
import { seedActivities } from './activities.seed';

export type NewAccount = { userId: string; createdAt: Date };

// Gives a new account its own copy of an area's sample data. Each area adds its seeder to the
// list below; they run in the sign-up transaction, so an account never exists
// half-seeded.
export type AccountSeeder = (db: Db, account: NewAccount) => Promise<void>;

const seeders: AccountSeeder[] = [
  seedMessages,
  seedNotifications,
  seedShortcuts,
  seedMailbox,
  seedContacts,
  seedChat,
  seedInventory,
  seedFileManager,
  seedNotes,
  seedTasks,
  seedScrumboard,
  seedAcademyProgress,
  seedDashboards,
  seedActivities,
];

export async function seedAccountSampleData(db: Db, account: NewAccount): Promise<void> {
  for (const seed of seeders) await seed(db, account);
}
