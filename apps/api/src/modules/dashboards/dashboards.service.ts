import { and, eq } from 'drizzle-orm';
import type { DashboardKind, Dashboards } from '@rehearse/contracts/dashboards';
import type { Db } from '../../db/db';
import { dashboards } from '../../db/schema/dashboards';
import { buildDashboards } from '../../db/seed/dashboards.seed';

type Account = { id: string; createdAt: Date };

// The caller's own copy of a dashboard. Accounts created before dashboards existed get theirs
// on first read (the unique (user, kind) index makes a concurrent first read harmless).
export async function getDashboard<K extends DashboardKind>(
  db: Db,
  account: Account,
  kind: K,
): Promise<Dashboards[K]> {
  const read = async () => {
    const [row] = await db
      .select({ data: dashboards.data })
      .from(dashboards)
      .where(and(eq(dashboards.userId, account.id), eq(dashboards.kind, kind)));
    return row?.data as Dashboards[K] | undefined;
  };
  const stored = await read();
  if (stored) return stored;
  await db
    .insert(dashboards)
    .values({
      userId: account.id,
      sample: true,
      kind,
      data: buildDashboards(account.createdAt)[kind],
    })
    .onConflictDoNothing();
  return (await read())!;
}
