import type { Evidence, EvidenceLabel, PhraseCount } from './types';
import type { Token } from './text';

// Matching fixed phrases ("you know", "as a result") over tokens, and turning hits into evidence.

export type PhraseHit = {
  phrase: string;
  // Token indexes [first, last] of the hit.
  first: number;
  last: number;
};

// Phrases as lower-case word arrays, grouped by first word and longest first, so "i feel like"
// wins over "i feel" and each token is only tried against phrases that start with it.
export type PhraseIndex = ReadonlyMap<string, readonly string[][]>;

export function phraseList(phrases: readonly string[]): PhraseIndex {
  const index = new Map<string, string[][]>();
  for (const words of phrases.map((p) => p.split(' '))) {
    const group = index.get(words[0]) ?? [];
    group.push(words);
    index.set(words[0], group);
  }
  for (const group of index.values()) group.sort((a, b) => b.length - a.length);
  return index;
}

// A phrase matches when its words follow each other within one sentence.
export function phraseAt(tokens: readonly Token[], i: number, words: readonly string[]): boolean {
  if (i + words.length > tokens.length) return false;
  for (let k = 0; k < words.length; k++) {
    const token = tokens[i + k];
    if (token.norm !== words[k] || token.sentence !== tokens[i].sentence) return false;
  }
  return true;
}

// Left to right, longest phrase first; a matched phrase's words are not matched again.
// `accept` vetoes a hit that only looks like the phrase (e.g. "what kind of").
export function findPhrases(
  tokens: readonly Token[],
  phrases: PhraseIndex,
  accept: (hit: PhraseHit) => boolean = () => true,
): PhraseHit[] {
  const hits: PhraseHit[] = [];
  for (let i = 0; i < tokens.length; i++) {
    for (const words of phrases.get(tokens[i].norm) ?? []) {
      if (!phraseAt(tokens, i, words)) continue;
      const hit = { phrase: words.join(' '), first: i, last: i + words.length - 1 };
      if (!accept(hit)) continue;
      hits.push(hit);
      i = hit.last;
      break;
    }
  }
  return hits;
}

export const hitEvidence = (
  tokens: readonly Token[],
  hit: PhraseHit,
  label: EvidenceLabel,
): Evidence => ({ start: tokens[hit.first].start, end: tokens[hit.last].end, label });

// Counts per phrase, most frequent first, ties in order of first use.
export function countPhrases(hits: readonly PhraseHit[]): PhraseCount[] {
  const counts = new Map<string, number>();
  for (const hit of hits) counts.set(hit.phrase, (counts.get(hit.phrase) ?? 0) + 1);
  return [...counts]
    .map(([phrase, count]) => ({ phrase, count }))
    .sort((a, b) => b.count - a.count);
}
