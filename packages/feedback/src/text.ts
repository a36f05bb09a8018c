import { stemmer } from 'stemmer';

// Tokens and sentences of a transcript, with the character offsets that evidence ranges need.

export type Token = {
  // The word as written, and its lower-case form with ’ folded to '.
  text: string;
  norm: string;
  // Porter stem of norm, for matching word forms ("noticed" ~ "notice").
  stem: string;
  // [start, end) in the transcript (UTF-16 code units).
  start: number;
  end: number;
  index: number;
  sentence: number;
  // The text between this word and its neighbours: where commas, full stops and '?' are.
  before: string;
  after: string;
};

export type Tokenized = { tokens: Token[]; sentences: number };

// A word is a run of letters or digits, joined across a hyphen, an apostrophe or a dot
// ("end-to-end", "don't", "Node.js", "2.5"), and across a comma only between digits ("10,000").
const WORD = /[\p{L}\p{N}]+(?:(?:[-'’.]|(?<=\p{N}),(?=\p{N}))[\p{L}\p{N}]+)*/gu;
// A sentence ends at '.', '!' or '?' or at a line break between two words.
const SENTENCE_END = /[.!?\n]/;

export function tokenize(transcript: string): Tokenized {
  const tokens: Token[] = [];
  const stem = memoize(stemOf);
  let sentence = 0;
  let previousEnd = 0;
  for (const match of transcript.matchAll(WORD)) {
    const start = match.index;
    const before = transcript.slice(previousEnd, start);
    if (tokens.length > 0 && SENTENCE_END.test(before)) sentence += 1;
    if (tokens.length > 0) tokens[tokens.length - 1].after = before;
    const norm = normalizeWord(match[0]);
    tokens.push({
      text: match[0],
      norm,
      stem: stem(norm),
      start,
      end: start + match[0].length,
      index: tokens.length,
      sentence,
      before,
      after: '',
    });
    previousEnd = start + match[0].length;
  }
  if (tokens.length > 0) tokens[tokens.length - 1].after = transcript.slice(previousEnd);
  return { tokens, sentences: tokens.length === 0 ? 0 : sentence + 1 };
}

export const normalizeWord = (word: string) => word.toLowerCase().replace(/’/g, "'");

// Porter stem of a lower-case word, without a possessive 's ("team's" and "teams" -> "team").
export function stemOf(norm: string): string {
  return stemmer(norm.replace(/'s$/, ''));
}

export const startsSentence = (token: Token) =>
  token.index === 0 || SENTENCE_END.test(token.before);
export const hasLetter = (word: string) => /\p{L}/u.test(word);

// A per-call cache for a pure word function: answers repeat most of their words.
export function memoize(fn: (word: string) => string): (word: string) => string;
export function memoize(fn: (word: string) => number): (word: string) => number;
export function memoize<T>(fn: (word: string) => T): (word: string) => T {
  const cache = new Map<string, T>();
  return (word) => {
    let value = cache.get(word);
    if (value === undefined) {
      value = fn(word);
      cache.set(word, value);
    }
    return value;
  };
}
