import { describe, expect, it } from 'vitest';
import { attemptHref, setupHref } from './quiz-href';

describe('quiz links', () => {
  it('points the player at an attempt, optionally at a question', () => {
    expect(attemptHref('a b')).toBe('/apps/quiz/practice?attempt=a+b');
    expect(attemptHref('id-1', 3)).toBe('/apps/quiz/practice?attempt=id-1&q=3');
  });

  it('opens the setup with skills chosen', () => {
    expect(setupHref()).toBe('/apps/quiz');
    expect(setupHref(['react', 'sql'])).toBe('/apps/quiz?skills=react%2Csql');
  });
});
