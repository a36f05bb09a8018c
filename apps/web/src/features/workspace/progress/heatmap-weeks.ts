import { addDays, daysOf, type DayRange } from './date-range';

export type DayActivity = { day: string; quizzes: number; practice: number; interviews: number };
export type HeatmapCell = DayActivity & { total: number; level: 0 | 1 | 2 | 3 | 4 };

// Sessions -> one of five shades: none, 1, 2, 3-4, 5 or more.
export function levelOf(total: number): HeatmapCell['level'] {
  if (total <= 0) return 0;
  if (total === 1) return 1;
  if (total === 2) return 2;
  if (total <= 4) return 3;
  return 4;
}

// Monday = 0 ... Sunday = 6, of a UTC day.
export const weekdayOf = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;

// The calendar as columns of weeks (Monday first), each seven cells; days outside the range are
// null so the first and last weeks keep their shape.
export function heatmapWeeks(
  range: DayRange,
  activity: readonly DayActivity[],
): (HeatmapCell | null)[][] {
  const byDay = new Map(activity.map((a) => [a.day, a]));
  const weeks: (HeatmapCell | null)[][] = [];
  const days = daysOf(range);
  if (days.length === 0) return weeks;
  let week: (HeatmapCell | null)[] = Array.from({ length: weekdayOf(days[0]!) }, () => null);
  for (const day of days) {
    const a = byDay.get(day) ?? { day, quizzes: 0, practice: 0, interviews: 0 };
    const total = a.quizzes + a.practice + a.interviews;
    week.push({ ...a, day, total, level: levelOf(total) });
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  return weeks;
}

// The Monday of a day's week, for month labels over the columns.
export const mondayOf = (day: string) => addDays(day, -weekdayOf(day));
