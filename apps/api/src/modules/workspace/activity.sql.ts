import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { selectRows } from '../../db/rows';

// A candidate's sessions as (kind, id, at) rows: completed quizzes, practice answers, and mock
// interviews on each day a take was recorded. Days are UTC days, as for the Daily 5.
export const sessionsOf = (userId: string): SQL => sql`
  select 'quiz' as kind, id::text as id, completed_at as at
    from quiz_attempts where user_id = ${userId} and completed_at is not null
  union all
  select 'practice', id::text, created_at from practice_attempts where user_id = ${userId}
  union all
  select 'mock-interview', i.id::text, min(t.created_at)
    from mock_interviews i join mock_interview_takes t on t.interview_id = i.id
    where i.user_id = ${userId}
    group by i.id, (t.created_at at time zone 'UTC')::date`;

export const utcDay = (date: Date) => date.toISOString().slice(0, 10);

// Current and longest run of consecutive active days, found with the gaps-and-islands trick in
// SQL. The current streak survives until the end of the day after the last active day.
export async function streakOf(db: Db, userId: string, today: Date) {
  const rows = await selectRows<{ last: string; length: number }>(
    db,
    sql`
    with days as (
      select distinct (at at time zone 'UTC')::date as day from (${sessionsOf(userId)}) s
    ), islands as (
      select day, day - (row_number() over (order by day))::int as island from days
    )
    select to_char(max(day), 'YYYY-MM-DD') as "last", count(*)::int as "length"
    from islands group by island`,
  );
  const todayKey = utcDay(today);
  const yesterday = utcDay(new Date(today.getTime() - 24 * 3600 * 1000));
  const current = rows.find((r) => r.last === todayKey || r.last === yesterday);
  return {
    current: current?.length ?? 0,
    longest: Math.max(0, ...rows.map((r) => r.length)),
    activeToday: rows.some((r) => r.last === todayKey),
  };
}

// Sessions since Monday 00:00 UTC of this week.
export async function sessionsThisWeek(db: Db, userId: string, today: Date): Promise<number> {
  const monday = new Date(
    Date.UTC(
      today.getUTCFullYear(),
      today.getUTCMonth(),
      today.getUTCDate() - ((today.getUTCDay() + 6) % 7),
    ),
  );
  const rows = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (${sessionsOf(userId)}) s where at >= ${monday.toISOString()}`,
  );
  return rows[0]?.n ?? 0;
}
