import type { Token } from './text';
import { tokenize } from './text';
import { conceptOf, isContentWord } from './concepts';

// The question bank as background for the content metrics (server-only: concepts read
// WordNet), and bags of terms matched by meaning.
//
// A term is a content word of a text (concepts.ts: lemma keys and synonym keys), once per
// lemma. Its weight is its inverse document frequency over the bank, one document per
// question (prompt, talking points and model answer): BM25's idf, ln(1 + (N - df + 0.5) /
// (df + 0.5)), always above 0. Words every question uses ("team", "work") weigh little;
// words that name a topic ("index", "refund", "mentee") weigh a lot.
// A term matches a bag exactly (1) when they share a lemma key, by synonym (SYNONYM_WEIGHT)
// when a key of one is a WordNet synonym key of the other, else not (0).

export const SYNONYM_WEIGHT = 0.25;

export type Term = {
  word: string;
  keys: readonly string[];
  synonymKeys: readonly string[];
  weight: number;
  // The tokens of the text that are this term, in order.
  tokens: Token[];
};

export type Bag = {
  terms: Term[];
  exact: ReadonlySet<string>;
  synonyms: ReadonlySet<string>;
};

export type BankQuestion = {
  id: string;
  prompt: string;
  talkingPoints: readonly string[];
  modelAnswer: readonly string[];
};

// What an answer is compared with: the question's prompt, talking points and model answer.
export type Reference = {
  id: string | null;
  prompt: string;
  all: Bag;
  promptBag: Bag;
  promptKeys: Set<string>;
};

export type ContentBank = {
  size: number;
  documentFrequency: ReadonlyMap<string, number>;
  references: readonly Reference[];
};

export function bagOf(
  tokens: readonly Token[],
  weightOf: (keys: readonly string[]) => number,
): Bag {
  const byKey = new Map<string, Term>();
  const exact = new Set<string>();
  const synonyms = new Set<string>();
  for (const t of tokens) {
    if (!isContentWord(t.norm)) continue;
    const concept = conceptOf(t.norm);
    const key = concept.keys[0];
    const known = byKey.get(key);
    if (known) {
      known.tokens.push(t);
      continue;
    }
    byKey.set(key, { ...concept, weight: weightOf(concept.keys), tokens: [t] });
    for (const k of concept.keys) exact.add(k);
    for (const k of concept.synonymKeys) synonyms.add(k);
  }
  return { terms: [...byKey.values()], exact, synonyms };
}

export function matchOf(term: Pick<Term, 'keys' | 'synonymKeys'>, bag: Bag): number {
  if (term.keys.some((k) => bag.exact.has(k))) return 1;
  if (term.keys.some((k) => bag.synonyms.has(k)) || term.synonymKeys.some((k) => bag.exact.has(k)))
    return SYNONYM_WEIGHT;
  return 0;
}

export const idfOf = (bank: ContentBank) => (keys: readonly string[]) => {
  const df = Math.min(...keys.map((k) => bank.documentFrequency.get(k) ?? 0));
  return Math.log(1 + (bank.size - df + 0.5) / (df + 0.5));
};

const referenceText = (q: Omit<BankQuestion, 'id'>) =>
  [q.prompt, ...q.talkingPoints, ...q.modelAnswer].join('\n');

// Builds the background once per bank (the API keeps it with its question pool).
export function buildContentBank(questions: readonly BankQuestion[]): ContentBank {
  const documentFrequency = new Map<string, number>();
  const tokenized = questions.map((q) => tokenize(referenceText(q)).tokens);
  for (const tokens of tokenized) {
    const keys = new Set<string>();
    for (const t of tokens)
      if (isContentWord(t.norm)) for (const k of conceptOf(t.norm).keys) keys.add(k);
    for (const k of keys) documentFrequency.set(k, (documentFrequency.get(k) ?? 0) + 1);
  }
  const bank: ContentBank = { size: questions.length, documentFrequency, references: [] };
  return { ...bank, references: questions.map((q) => referenceOf(bank, q)) };
}

export function referenceOf(
  bank: ContentBank,
  q: Omit<BankQuestion, 'id'> & { id?: string },
): Reference {
  const weight = idfOf(bank);
  const promptBag = bagOf(tokenize(q.prompt).tokens, weight);
  return {
    id: q.id ?? null,
    prompt: q.prompt,
    all: bagOf(tokenize(referenceText(q)).tokens, weight),
    promptBag,
    promptKeys: new Set(promptBag.terms.map((t) => t.keys[0])),
  };
}

// Weighted share of a bag's terms that match another bag; prompt terms can count double.
export function coverageOf(
  bag: Bag,
  by: Bag,
  boost?: { keys: ReadonlySet<string>; factor: number },
) {
  let matched = 0;
  let total = 0;
  for (const term of bag.terms) {
    const weight = term.weight * (boost?.keys.has(term.keys[0]) ? boost.factor : 1);
    total += weight;
    matched += weight * matchOf(term, by);
  }
  return total === 0 ? 0 : matched / total;
}

// How well two terms match: 1 for a shared lemma key, SYNONYM_WEIGHT for a synonym, else 0.
export function termMatch(
  a: Pick<Term, 'keys' | 'synonymKeys'>,
  b: Pick<Term, 'keys' | 'synonymKeys'>,
) {
  if (a.keys.some((k) => b.keys.includes(k))) return 1;
  if (
    a.keys.some((k) => b.synonymKeys.includes(k)) ||
    b.keys.some((k) => a.synonymKeys.includes(k))
  )
    return SYNONYM_WEIGHT;
  return 0;
}
