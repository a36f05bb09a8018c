import { describe, expect, it } from 'vitest';
import { wordErrorRate, wordsOf } from './word-error-rate';

describe('wordErrorRate', () => {
  it('counts substitutions, deletions and insertions against the reference words', () => {
    expect(wordErrorRate('the cat sat on the mat', 'the cat sat on the mat')).toBe(0);
    // one substitution (sat -> sit), one deletion (the), one insertion (down)
    expect(wordErrorRate('the cat sat on the mat', 'the cat sit down on mat')).toBeCloseTo(3 / 6);
    expect(wordErrorRate('one two', '')).toBe(1);
    expect(wordErrorRate('', '')).toBe(0);
  });

  it('ignores case and punctuation, keeps apostrophes', () => {
    expect(wordsOf('I didn’t stop, I kept GOING!')).toEqual([
      'i',
      "didn't",
      'stop',
      'i',
      'kept',
      'going',
    ]);
    expect(wordErrorRate("It's done.", 'its done')).toBe(0.5);
  });
});
