import { describe, expect, it } from 'vitest';
import { firstFreeSlug, slugify } from './slugify';

describe('slugify', () => {
  it.each([
    ['Work Stuff', 'work-stuff'],
    ['R & D', 'r-d'],
    ['', 'label'],
    ['   ', 'label'],
    ['!!!', 'label'],
    ['Personal', 'personal'],
    ['  Leading and trailing  ', 'leading-and-trailing'],
    ['Many   spaces\tand\ttabs', 'many-spaces-and-tabs'],
    ['a---b', 'a-b'],
    ['-edge-', 'edge'],
    ['snake_case stays', 'snake_case-stays'],
    ['C++ / C#', 'c-c'],
    ['Q3 2025 Offers!', 'q3-2025-offers'],
    ['Çalışma Notları', 'çalışma-notları'],
  ])('%j -> %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});

describe('firstFreeSlug', () => {
  it('answers the base when it is free', () => {
    expect(firstFreeSlug('work-stuff', [])).toBe('work-stuff');
    expect(firstFreeSlug('work-stuff', ['work-stuff-1'])).toBe('work-stuff');
  });

  it('adds -1, -2, ... until the slug is free', () => {
    expect(firstFreeSlug('work-stuff', ['work-stuff'])).toBe('work-stuff-1');
    expect(firstFreeSlug('work-stuff', ['work-stuff', 'work-stuff-1'])).toBe('work-stuff-2');
    // The lowest free suffix, not one past the highest.
    expect(firstFreeSlug('work-stuff', ['work-stuff', 'work-stuff-2'])).toBe('work-stuff-1');
  });
});
