import type { DashboardKind, Dashboards } from '@rehearse/contracts/dashboards';
import type { Db } from '../db';
import { dashboards } from '../schema/dashboards';
import type { NewAccount } from '../../platform/account-hooks';
import {
  buildAnalyticsDashboard,
  buildCryptoDashboard,
  buildFinanceDashboard,
  buildProjectDashboard,
} from './data/dashboards.data';

// The four dashboards' figures for an account, dated relative to its creation.
export function buildDashboards(createdAt: Date): Dashboards {
  return {
    analytics: buildAnalyticsDashboard(createdAt),
    crypto: buildCryptoDashboard(createdAt),
    finance: buildFinanceDashboard(createdAt),
    project: buildProjectDashboard(),
  };
}

export async function seedDashboards(db: Db, account: NewAccount): Promise<void> {
  const documents = buildDashboards(account.createdAt);
  await db.insert(dashboards).values(
    (Object.keys(documents) as DashboardKind[]).map((kind) => ({
      userId: account.userId,
      sample: true,
      kind,
      data: documents[kind],
    })),
  );
}
