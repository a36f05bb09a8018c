import { asc, desc, eq } from 'drizzle-orm';
import type { Activity } from '@rehearse/contracts/activities';
import type { Db } from '../../db/db';
import { activities } from '../../db/schema/activities';

// The caller's activity feed, newest first (served by the (user_id, date desc) index).
export async function listActivities(db: Db, userId: string): Promise<Activity[]> {
  const rows = await db
    .select({
      id: activities.id,
      icon: activities.icon,
      image: activities.image,
      description: activities.description,
      date: activities.date,
      extraContent: activities.extraContent,
      linkedContent: activities.linkedContent,
      link: activities.link,
      useRouter: activities.useRouter,
    })
    .from(activities)
    .where(eq(activities.userId, userId))
    .orderBy(desc(activities.date), asc(activities.id));
  return rows.map((row) => ({ ...row, date: row.date.toISOString() }));
}
