// The progress tracker's date range: a preset (the last 7, 30, 90 or 365 days, today included)
// or custom from/to days. Days are UTC calendar days (YYYY-MM-DD), as the API counts them.

export const RANGE_PRESETS = [7, 30, 90, 365] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const DEFAULT_PRESET: RangePreset = 90;
// A longer custom range would make a heatmap nobody can read.
export const MAX_CUSTOM_DAYS = 731;

export type RangeChoice =
  { kind: 'preset'; days: RangePreset } | { kind: 'custom'; from: string; to: string };
export type DayRange = { from: string; to: string };

const DAY_MS = 24 * 3600 * 1000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export const utcDay = (date: Date) => date.toISOString().slice(0, 10);

export const addDays = (day: string, days: number) =>
  utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

export function isIsoDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && utcDay(new Date(time)) === value;
}

export type CustomRangeError = 'invalid' | 'order' | 'tooLong' | 'future';

// Why a custom range cannot be used, or null when it can.
export function customRangeError(from: string, to: string, today: string): CustomRangeError | null {
  if (!isIsoDay(from) || !isIsoDay(to)) return 'invalid';
  if (from > to) return 'order';
  if (from > today) return 'future';
  if (daysBetween(from, to) > MAX_CUSTOM_DAYS) return 'tooLong';
  return null;
}

export function rangeOf(choice: RangeChoice, today: string): DayRange {
  if (choice.kind === 'custom') return { from: choice.from, to: choice.to };
  return { from: addDays(today, -(choice.days - 1)), to: today };
}

// ?days=30, or ?from=...&to=...; anything else is the default preset.
export function parseRangeChoice(params: URLSearchParams, today: string): RangeChoice {
  const from = params.get('from');
  const to = params.get('to');
  if (from && to && customRangeError(from, to, today) === null) return { kind: 'custom', from, to };
  const days = Number(params.get('days'));
  const preset = RANGE_PRESETS.find((p) => p === days);
  return { kind: 'preset', days: preset ?? DEFAULT_PRESET };
}

export function rangeChoiceToParams(choice: RangeChoice): URLSearchParams {
  return new URLSearchParams(
    choice.kind === 'custom'
      ? { from: choice.from, to: choice.to }
      : choice.days === DEFAULT_PRESET
        ? {}
        : { days: String(choice.days) },
  );
}

// Every day of the range, oldest first (the charts show days without activity too).
export function daysOf({ from, to }: DayRange): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
