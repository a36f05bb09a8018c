import { DASHBOARD_MAX_DAYS } from '@rehearse/contracts/admin-dashboard';

// The dashboard's range in the address: ?days=7|30|90 (the last days up to today, UTC), or
// ?from=YYYY-MM-DD&to=YYYY-MM-DD (custom). The default is the last 30 days.
export const RANGE_PRESETS = [7, 30, 90] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export type DashboardRange = { days: RangePreset } | { from: string; to: string };

const DAY_MS = 86_400_000;
const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (value: string | null): value is string =>
  value !== null && isoDay.test(value) && !Number.isNaN(Date.parse(value));

export function parseDashboardRange(params: URLSearchParams): DashboardRange {
  const from = params.get('from');
  const to = params.get('to');
  if (validDay(from) && validDay(to)) return { from, to };
  const days = Number(params.get('days'));
  return { days: RANGE_PRESETS.find((preset) => preset === days) ?? 30 };
}

export function dashboardRangeToParams(range: DashboardRange): URLSearchParams {
  const params = new URLSearchParams();
  if ('days' in range) {
    if (range.days !== 30) params.set('days', String(range.days));
  } else {
    params.set('from', range.from);
    params.set('to', range.to);
  }
  return params;
}

// The query's dates: a preset counts back from today (UTC) at the time of the call.
export function rangeQuery(range: DashboardRange, now: Date): { from: string; to: string } {
  if (!('days' in range)) return range;
  const to = now.toISOString().slice(0, 10);
  const from = new Date(Date.parse(to) - (range.days - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to };
}

// A custom range's problem, as the API would name it: none, the order, or too long.
export function customRangeProblem(from: string, to: string) {
  if (!validDay(from) || !validDay(to)) return 'validation.required' as const;
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days < 1) return 'validation.date_order' as const;
  if (days > DASHBOARD_MAX_DAYS) return 'validation.range_too_long' as const;
  return null;
}
