import { describe, expect, it } from 'vitest';
import { filterIcons, gridIconSize } from './filter-icons';

const names = ['arrow-down', 'arrow-up', 'home', 'account_circle', 'arrow_back'];

describe('filterIcons', () => {
  it('keeps every name for an empty search', () => {
    expect(filterIcons(names, undefined)).toEqual(names);
    expect(filterIcons(names, '  ')).toEqual(names);
  });

  it('matches part of a name, ignoring case, a pasted namespace and dash or underscore', () => {
    expect(filterIcons(names, 'ARROW')).toEqual(['arrow-down', 'arrow-up', 'arrow_back']);
    expect(filterIcons(names, 'heroicons_outline:home')).toEqual(['home']);
    expect(filterIcons(names, 'account circle')).toEqual(['account_circle']);
    expect(filterIcons(names, 'arrow-back')).toEqual(['arrow_back']);
    expect(filterIcons(names, 'zebra')).toEqual([]);
  });
});

describe('gridIconSize', () => {
  it('reads the pixel size from the grid class', () => {
    expect(gridIconSize('icon-size-6')).toBe(24);
    expect(gridIconSize('icon-size-5')).toBe(20);
    expect(gridIconSize('unknown')).toBe(24);
  });
});
