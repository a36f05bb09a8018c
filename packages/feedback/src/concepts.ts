import lemmatizer from 'wink-lemmatizer';
import type { Token } from './text';
import { hasLetter, stemOf } from './text';
import { DISCOURSE_WORDS, isStopword } from './stopwords';
import { synonymsOf } from './wordnet';

// Words compared by meaning rather than by spelling (server-only: it reads WordNet).
//
// A word's keys are the Porter stems of its lemmas as a noun, a verb and an adjective
// (wink-lemmatizer, WordNet's morphy rules and exception lists: "went" -> go, "analyses" ->
// analysis, "better" -> good), so inflections and irregular forms meet. Its synonym keys are
// the stems of the WordNet synonyms of those lemmas (wordnet.ts: "reduce" ~ cut, trim;
// "customer" ~ client). Two words match exactly when they share a key, and by synonym when
// a key of one is a synonym key of the other.

export type Concept = { word: string; keys: readonly string[]; synonymKeys: readonly string[] };

const concepts = new Map<string, Concept>();

export function conceptOf(norm: string): Concept {
  const cached = concepts.get(norm);
  if (cached) return cached;
  const word = norm.replace(/'s$/, '');
  const lemmas = new Set([
    word,
    lemmatizer.noun(word),
    lemmatizer.verb(word),
    lemmatizer.adjective(word),
  ]);
  const keys = new Set([...lemmas].map(stemOf));
  const synonymKeys = new Set<string>();
  for (const lemma of lemmas) {
    for (const synonym of synonymsOf(lemma)) {
      const key = stemOf(synonym);
      if (!keys.has(key)) synonymKeys.add(key);
    }
  }
  const concept = { word, keys: [...keys], synonymKeys: [...synonymKeys] };
  concepts.set(norm, concept);
  return concept;
}

// A word that can carry a topic: letters, two or more, not a stopword or a discourse word.
export const isContentWord = (norm: string) =>
  norm.length > 1 && hasLetter(norm) && !isStopword(norm) && !DISCOURSE_WORDS.has(norm);

export const contentTokens = (tokens: readonly Token[]) =>
  tokens.filter((t) => isContentWord(t.norm));
