import { describe, expect, it } from 'vitest';
import { streakDifficulty } from './adaptive-difficulty';

const R = true;
const W = false;

describe('adaptive difficulty', () => {
  it('stays at the start level until three answers in a row agree', () => {
    expect(streakDifficulty(3, [])).toBe(3);
    expect(streakDifficulty(3, [W, W])).toBe(3);
    expect(streakDifficulty(3, [R, R, W, R, R, W])).toBe(3);
  });

  it('moves one step per streak of three, and each step starts a new streak', () => {
    expect(streakDifficulty(3, [W, W, W])).toBe(2);
    expect(streakDifficulty(3, [W, W, W, W, W])).toBe(2);
    expect(streakDifficulty(3, [W, W, W, W, W, W])).toBe(1);
    expect(streakDifficulty(3, [R, R, R])).toBe(4);
    expect(streakDifficulty(3, [W, W, W, R, R, R])).toBe(3);
  });

  it('stays within 1 to 5', () => {
    expect(streakDifficulty(1, [W, W, W])).toBe(1);
    expect(streakDifficulty(5, [R, R, R])).toBe(5);
    // At the bound a streak still resets: one right after it does not move back up.
    expect(streakDifficulty(1, [W, W, W, R, R, R])).toBe(2);
  });
});
