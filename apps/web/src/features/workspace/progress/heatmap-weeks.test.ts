import { describe, expect, it } from 'vitest';
import { heatmapWeeks, levelOf, weekdayOf } from './heatmap-weeks';

describe('activity heatmap', () => {
  it('shades by the number of sessions', () => {
    expect([0, 1, 2, 3, 4, 5, 40].map(levelOf)).toEqual([0, 1, 2, 3, 3, 4, 4]);
  });

  it('lays days out in Monday-first weeks with blanks outside the range', () => {
    // 2026-03-04 is a Wednesday, 2026-03-10 a Tuesday.
    expect(weekdayOf('2026-03-04')).toBe(2);
    const weeks = heatmapWeeks({ from: '2026-03-04', to: '2026-03-10' }, [
      { day: '2026-03-05', quizzes: 1, practice: 2, interviews: 0 },
    ]);
    expect(weeks).toHaveLength(2);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks[0]!.slice(0, 2)).toEqual([null, null]);
    expect(weeks[0]![3]).toMatchObject({ day: '2026-03-05', total: 3, level: 3 });
    expect(weeks[0]![2]).toMatchObject({ day: '2026-03-04', total: 0, level: 0 });
    expect(weeks[1]!.map((c) => c?.day ?? null)).toEqual([
      '2026-03-09',
      '2026-03-10',
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
