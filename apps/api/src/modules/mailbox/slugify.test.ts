import { describe, expect, it } from 'vitest';
import { slugify } from './slugify';

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
