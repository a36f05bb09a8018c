// The ranges the dashboards' figures come in (dashboards.ts), first the default.
export const WEEK_RANGES = ['this-week', 'last-week'] as const;
export type WeekRange = (typeof WEEK_RANGES)[number];
export const YEAR_RANGES = ['this-year', 'last-year'] as const;
export type YearRange = (typeof YEAR_RANGES)[number];
