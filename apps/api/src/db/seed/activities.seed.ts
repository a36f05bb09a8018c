import type { Db } from '../db';
import { activities } from '../schema/activities';
import type { NewAccount } from '../../platform/account-hooks';
import { activitiesData } from './data/activities.data';

const MINUTE = 60_000;

// A new account's activity feed, dated before its creation.
export async function seedActivities(db: Db, account: NewAccount): Promise<void> {
  await db.insert(activities).values(
    activitiesData.map(({ minutesBefore, ...item }) => ({
      ...item,
      userId: account.userId,
      date: new Date(account.createdAt.getTime() - minutesBefore * MINUTE),
    })),
  );
}
