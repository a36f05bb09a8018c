import { createContext, useContext } from 'react';

// The reader's time zone for dates and the time of day on screen. In the browser it is the
// browser's own (undefined: Intl and Date use it); the server that draws a signed-in page's
// first screen provides the zone the browser reported (app/prerender/signed-in-page.tsx), so
// both draw the same text.
export const TimeZoneContext = createContext<string | undefined>(undefined);

export const useTimeZone = (): string | undefined => useContext(TimeZoneContext);

// The hour (0-23) of a moment on the reader's clock.
export function hourIn(date: Date, timeZone: string | undefined): number {
  if (timeZone === undefined) return date.getHours();
  const hour = new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone })
    .formatToParts(date)
    .find((part) => part.type === 'hour')?.value;
  return Number(hour);
}
