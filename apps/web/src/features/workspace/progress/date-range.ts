import { withCode } from '@rehearse/contracts/validation-issues';
import { progressQuerySchema } from '@rehearse/contracts/workspace';
import { z } from 'zod';

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

// A custom range as the form holds it and the contract takes it: the API's progress query (its
// day format and order) with both days given, a real calendar day each, a start by today and at
// most MAX_CUSTOM_DAYS days. Each rule looks only at days the earlier ones let through, so a
// field shows the first thing to fix. An empty date input ('') is a missing day.
export const customRangeSchema = (today: string) =>
  z
    .object({ from: z.string().min(1), to: z.string().min(1) })
    .pipe(progressQuerySchema.required())
    .refine(({ from }) => !ISO_DAY.test(from) || isIsoDay(from), {
      ...withCode('validation.invalid_format', 'Use a real day', { format: 'date' }),
      path: ['from'],
    })
    .refine(({ to }) => !ISO_DAY.test(to) || isIsoDay(to), {
      ...withCode('validation.invalid_format', 'Use a real day', { format: 'date' }),
      path: ['to'],
    })
    .refine(({ from }) => !isIsoDay(from) || from <= today, {
      ...withCode('validation.date_in_future', 'The start date is in the future'),
      path: ['from'],
    })
    .refine(
      ({ from, to }) =>
        !isIsoDay(from) || !isIsoDay(to) || from > to || daysBetween(from, to) <= MAX_CUSTOM_DAYS,
      {
        ...withCode('validation.range_too_long', 'The range is too long', {
          maximum: MAX_CUSTOM_DAYS,
        }),
        path: ['to'],
      },
    );

export function rangeOf(choice: RangeChoice, today: string): DayRange {
  if (choice.kind === 'custom') return { from: choice.from, to: choice.to };
  return { from: addDays(today, -(choice.days - 1)), to: today };
}

// ?days=30, or ?from=...&to=...; anything else is the default preset.
export function parseRangeChoice(params: URLSearchParams, today: string): RangeChoice {
  const from = params.get('from');
  const to = params.get('to');
  if (from && to && customRangeSchema(today).safeParse({ from, to }).success) {
    return { kind: 'custom', from, to };
  }
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
