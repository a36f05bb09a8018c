import { sql } from 'drizzle-orm';
import {
  DASHBOARD_DEFAULT_DAYS,
  DASHBOARD_MAX_DAYS,
  type AdminDashboard,
  type AdminDashboardQuery,
} from '@rehearse/contracts/admin-dashboard';
import { PLAN_IDS, type PlanId } from '@rehearse/contracts/billing';
import { EMAIL_STATUSES, type EmailStatus } from '@rehearse/contracts/outbox';
import type { Db } from '../../db/db';
import { selectRows } from '../../db/rows';
import { AppError } from '../../platform/errors';

// The admin dashboard (docs/decisions/057-admin-workspace.md): figures per UTC day, computed in
// SQL over a generate_series of the range's days, so a day without anything is a row of zeros.

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

// The range asked for, or the last 30 days up to today (UTC); at most 366 days, start by end.
export function dashboardRange(query: AdminDashboardQuery, now: Date) {
  const to =
    query.to ??
    (query.from
      ? isoDay(new Date(Date.parse(query.from) + (DASHBOARD_DEFAULT_DAYS - 1) * DAY_MS))
      : isoDay(now));
  const from =
    query.from ?? isoDay(new Date(Date.parse(to) - (DASHBOARD_DEFAULT_DAYS - 1) * DAY_MS));
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days < 1) {
    throw new AppError('validation.date_order', 'The start date must not be after the end date', {
      field: 'from',
    });
  }
  if (days > DASHBOARD_MAX_DAYS) {
    throw new AppError('validation.range_too_long', `Choose at most ${DASHBOARD_MAX_DAYS} days`, {
      field: 'to',
      params: { maximum: DASHBOARD_MAX_DAYS },
    });
  }
  return {
    from,
    to,
    start: `${from}T00:00:00Z`,
    end: new Date(Date.parse(to) + DAY_MS).toISOString(),
  };
}

export async function adminDashboard(
  db: Db,
  ctx: { now: () => Date },
  query: AdminDashboardQuery,
): Promise<AdminDashboard> {
  const now = ctx.now();
  const { from, to, start, end } = dashboardRange(query, now);
  const lo = sql`${start}::timestamptz`;
  const hi = sql`${end}::timestamptz`;
  const perDay = (table: string, column: string) =>
    sql`select (${sql.identifier(column)} at time zone 'UTC')::date as day, count(*)::int as n
        from ${sql.identifier(table)}
        where ${sql.identifier(column)} >= ${lo} and ${sql.identifier(column)} < ${hi}
        group by 1`;
  const [days, plans, [credits], topPages, statuses, [queue]] = await Promise.all([
    selectRows<{
      day: string;
      users: number;
      organizations: number;
      interviews_completed: number;
      page_views: number;
    }>(
      db,
      sql`
        with days as (
          select d::date as day
          from generate_series(${from}::date, ${to}::date, interval '1 day') as d
        ),
        u as (${perDay('users', 'created_at')}),
        o as (${perDay('organizations', 'created_at')}),
        i as (${perDay('posting_candidates', 'completed_at')}),
        p as (${perDay('page_views', 'viewed_at')})
        select to_char(days.day, 'YYYY-MM-DD') as day,
               coalesce(u.n, 0) as users,
               coalesce(o.n, 0) as organizations,
               coalesce(i.n, 0) as interviews_completed,
               coalesce(p.n, 0) as page_views
        from days
        left join u on u.day = days.day
        left join o on o.day = days.day
        left join i on i.day = days.day
        left join p on p.day = days.day
        order by days.day`,
    ),
    selectRows<{ plan: PlanId; count: number }>(
      db,
      sql`select s.plan, count(*)::int as count
          from subscriptions s join organizations o on o.id = s.organization_id
          where o.suspended_at is null
          group by s.plan`,
    ),
    selectRows<{ granted: number; used: number }>(
      db,
      sql`select coalesce(sum(amount) filter (where kind = 'grant'), 0)::int as granted,
                 coalesce(sum(-reserved_change) filter (where kind = 'capture'), 0)::int as used
          from credit_ledger
          where created_at >= ${lo} and created_at < ${hi}`,
    ),
    selectRows<{ url: string; views: number }>(
      db,
      sql`select url, count(*)::int as views from page_views
          where viewed_at >= ${lo} and viewed_at < ${hi}
          group by url order by views desc, url limit 10`,
    ),
    selectRows<{ status: EmailStatus; count: number }>(
      db,
      sql`select status, count(*)::int as count from outbox group by status`,
    ),
    selectRows<{ oldest: number | null }>(
      db,
      sql`select floor(extract(epoch from (${now.toISOString()}::timestamptz - min(created_at))))::int as oldest
          from outbox where status = 'queued'`,
    ),
  ]);
  const planCount = new Map(plans.map((row) => [row.plan, Number(row.count)]));
  const statusCount = new Map(statuses.map((row) => [row.status, Number(row.count)]));
  return {
    from,
    to,
    days: days.map((row) => ({
      day: row.day,
      users: Number(row.users),
      organizations: Number(row.organizations),
      interviews_completed: Number(row.interviews_completed),
      page_views: Number(row.page_views),
    })),
    active_subscriptions: PLAN_IDS.map((plan) => ({ plan, count: planCount.get(plan) ?? 0 })),
    credits: { granted: Number(credits?.granted ?? 0), used: Number(credits?.used ?? 0) },
    top_pages: topPages.map((row) => ({ url: row.url, views: Number(row.views) })),
    email_queue: {
      by_status: EMAIL_STATUSES.map((status) => ({ status, count: statusCount.get(status) ?? 0 })),
      oldest_queued_seconds:
        queue?.oldest === null || queue?.oldest === undefined
          ? null
          : Math.max(0, Number(queue.oldest)),
    },
  };
}
