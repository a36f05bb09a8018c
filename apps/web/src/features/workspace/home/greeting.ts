import { hourIn } from '../../../lib/time-zone';

export type GreetingPart = 'morning' | 'afternoon' | 'evening';

// The part of the day in the reader's own clock, for "Good morning, Sam"; in the browser's zone
// unless another is given.
export function greetingPart(date: Date, timeZone?: string): GreetingPart {
  const hour = hourIn(date, timeZone);
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
}

// The first name, for a friendly greeting; the whole name when it has one part.
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
