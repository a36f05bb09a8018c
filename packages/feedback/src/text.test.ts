import { describe, expect, it } from 'vitest';
import { tokenize } from './text';

describe('tokenize', () => {
  it('keeps contractions, hyphenated words, decimals, thousands and dotted names whole', () => {
    const { tokens } = tokenize(
      "I don't know: end-to-end tests, 2.5 s, 10,000 users, Node.js, it’s 40%.",
    );
    expect(tokens.map((t) => t.text)).toEqual([
      'I',
      "don't",
      'know',
      'end-to-end',
      'tests',
      '2.5',
      's',
      '10,000',
      'users',
      'Node.js',
      'it’s',
      '40',
    ]);
    // ’ is folded to ' so word lists need one spelling.
    expect(tokens[10].norm).toBe("it's");
  });

  it('gives character offsets into the original text', () => {
    const text = 'Well, we shipped it.';
    const { tokens } = tokenize(text);
    expect(tokens.map((t) => [t.start, t.end])).toEqual([
      [0, 4],
      [6, 8],
      [9, 16],
      [17, 19],
    ]);
    expect(tokens.map((t) => text.slice(t.start, t.end))).toEqual(['Well', 'we', 'shipped', 'it']);
    expect(tokens[0].after).toBe(', ');
    expect(tokens[3].after).toBe('.');
  });

  it('splits sentences at . ! ? and line breaks, not at a decimal point', () => {
    const { tokens, sentences } = tokenize('It took 2.5 weeks. Why? Because\nwe waited! Done');
    expect(sentences).toBe(5);
    expect(tokens.map((t) => t.sentence)).toEqual([0, 0, 0, 0, 1, 2, 3, 3, 4]);
  });

  it('stems words so forms of one word compare equal', () => {
    const { tokens } = tokenize("noticed notice teams team's");
    expect(tokens.map((t) => t.stem)).toEqual(['notic', 'notic', 'team', 'team']);
  });

  it('finds nothing in an empty or punctuation-only text', () => {
    expect(tokenize('')).toEqual({ tokens: [], sentences: 0 });
    expect(tokenize(' ... ?! ')).toEqual({ tokens: [], sentences: 0 });
  });
});
