import { describe, expect, it } from 'vitest';
import { hasFilters, listFiltersToParams, parseListFilters } from './practice-filters';

describe('practice list filters in the address', () => {
  it('reads known values and ignores unknown ones', () => {
    expect(
      parseListFilters(
        new URLSearchParams(
          'role=frontend&competency=teamwork&category=behavioural&q=%20conflict%20&page=3',
        ),
      ),
    ).toEqual({
      role: 'frontend',
      competency: 'teamwork',
      category: 'behavioural',
      q: 'conflict',
      page: 3,
    });
    expect(
      parseListFilters(new URLSearchParams('role=astronaut&competency=&category=x&q=%20&page=-2')),
    ).toEqual({ page: 1 });
    expect(parseListFilters(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('writes only what is set, and round-trips', () => {
    const filters = { role: 'sales' as const, q: 'quota', page: 2 };
    const params = listFiltersToParams(filters);
    expect(params.toString()).toBe('role=sales&q=quota&page=2');
    expect(parseListFilters(params)).toEqual(filters);
    expect(listFiltersToParams({ page: 1 }).toString()).toBe('');
  });

  it('knows when anything filters the list', () => {
    expect(hasFilters({ page: 4 })).toBe(false);
    expect(hasFilters({ page: 1, category: 'situational' })).toBe(true);
  });
});
