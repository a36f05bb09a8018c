import { syllable } from 'syllable';
import type { MetricOf } from './types';
import type { Tokenized } from './text';
import { hasLetter, memoize } from './text';
import { measured, notApplicable, round1, suggestionKey } from './scoring';
import { MIN_WORDS } from './word-use';

// Reading grade: the Flesch-Kincaid grade level,
//   0.39 × (words / sentences) + 11.8 × (syllables / words) − 15.59, to one decimal.
// Syllables come from the `syllable` package (English rules and exceptions); a word without
// letters ("40", "2.5") counts as one. Sentences end at . ! ? or a line break. Needs MIN_WORDS
// words; a transcript averaging over MAX_SENTENCE_WORDS words a sentence is taken as
// unpunctuated speech, where the formula says nothing.

export const MAX_SENTENCE_WORDS = 40;

export function readingGradeMetric({ tokens, sentences }: Tokenized): MetricOf<'readingGrade'> {
  if (tokens.length === 0) return notApplicable('readingGrade', 'empty');
  if (tokens.length < MIN_WORDS) return notApplicable('readingGrade', 'tooShort');
  if (tokens.length / sentences > MAX_SENTENCE_WORDS) {
    return notApplicable('readingGrade', 'unpunctuated');
  }
  const syllablesOf = memoize((word: string) =>
    hasLetter(word) ? Math.max(1, syllable(word)) : 1,
  );
  let syllables = 0;
  for (const t of tokens) syllables += syllablesOf(t.norm);
  const words = tokens.length;
  const value = round1(0.39 * (words / sentences) + 11.8 * (syllables / words) - 15.59);
  return measured('readingGrade', {
    value,
    details: { words, sentences, syllables },
    suggest: (status) =>
      status === 'good'
        ? { key: suggestionKey('readingGrade', 'good') }
        : { key: suggestionKey('readingGrade', value > 10 ? 'simplify' : 'connect') },
  });
}
