import type { Evidence, EvidenceLabel, MetricOf, SpecificKind } from './types';
import type { Token } from './text';
import { startsSentence } from './text';
import { findQuantities } from './quantities';
import { findPhrases, phraseList } from './phrases';
import { ACTION_ADVERBS, ACTION_VERBS, OUTCOME_VERBS } from './star';
import { measured, notApplicable, suggestionKey } from './scoring';

// Specificity: the concrete details that make an answer believable, for every kind of question.
//
// A detail is one of:
// - a figure: a number, percentage, amount or time span (quantities.ts);
// - a named thing: a word written with a capital inside it, a digit, a dot or an underscore
//   ("PostgreSQL", "p99", "Node.js", "pg_stat_statements"), or a capitalised word that does
//   not open a sentence ("Redis", "Priya"): a tool, a product, a person;
// - a first-person action: "I" or "we", optionally a modal ("would", "will") and one adverb,
//   then an action verb ("I set up", "we would split", "I then asked");
// - an outcome: an outcome verb ("reduced", "increased", "dropped", ...) or a purpose or
//   consequence phrase ("so that", "which meant", "as a result", "resulted in");
// - an example: "for example", "for instance", "such as", "e.g.", which a technical
//   explanation uses where a story uses names and figures.
// Value: the number of details (a word counts once, as its first kind in this order).
// Runs in the browser too (no word lists beyond this file's and star.ts's).

const MODALS = new Set(['would', 'will', "i'd", "we'd", "'d", 'should', 'could', 'can']);
// Action verbs in the base form, for what a candidate would do or does as a habit.
const BASE_ACTION_VERBS = new Set(
  `ask talk split set write build measure check run add move test review share escalate offer
  propose schedule agree explain document prioritise prioritize automate pair track send call
  email book meet plan cut replace remove fix roll profile trace compare segment monitor alert
  deploy migrate index batch triage acknowledge refund follow summarise summarize interview
  research prototype pilot present raise reply update start keep label leave switch rewrite
  reproduce isolate collect list map break train mentor coach delegate decide verify restore
  clarify confirm introduce organise organize design implement analyse analyze investigate
  gather draft create lead apply`.split(/\s+/),
);
const EXTRA_OUTCOMES = new Set('dropped fell rose halved doubled tripled recovered'.split(' '));
const EXAMPLE_PHRASES = phraseList(['for example', 'for instance', 'such as', 'e.g']);
const OUTCOME_PHRASES = phraseList([
  'so that',
  'which meant',
  'this meant',
  'that meant',
  'as a result',
  'resulted in',
  'led to',
]);

const LABEL: Record<SpecificKind, EvidenceLabel> = {
  figure: 'number',
  named: 'named',
  action: 'concreteAction',
  outcome: 'outcome',
  example: 'example',
};
const KINDS: readonly SpecificKind[] = ['figure', 'named', 'action', 'outcome', 'example'];

// A bare number is a figure (or a year), never a name.
const looksNamed = (t: Token) =>
  /\p{L}/u.test(t.text) &&
  t.norm !== 'i' &&
  !t.norm.startsWith("i'") &&
  (/[\p{N}._]/u.test(t.text) ||
    /\p{Lu}/u.test(t.text.slice(1)) ||
    (/^\p{Lu}/u.test(t.text) && !startsSentence(t)));

type Detail = {
  kind: SpecificKind;
  // A figure is marked as the quantity it is (number, percent, money, duration), as in
  // quantified claims, so one figure reads the same in the transcript whichever metric found it.
  label: EvidenceLabel;
  start: number;
  end: number;
  first: number;
  last: number;
};

export function findDetails(tokens: readonly Token[]): Detail[] {
  const details: Detail[] = [];
  const claimed = new Set<number>();
  const add = (
    kind: SpecificKind,
    first: number,
    last: number,
    start: number,
    end: number,
    label: EvidenceLabel = LABEL[kind],
  ) => {
    for (let k = first; k <= last; k++) if (claimed.has(k)) return;
    for (let k = first; k <= last; k++) claimed.add(k);
    details.push({ kind, label, first, last, start, end });
  };
  for (const q of findQuantities(tokens)) add('figure', q.first, q.last, q.start, q.end, q.kind);
  tokens.forEach((t, i) => {
    if (looksNamed(t)) add('named', i, i, t.start, t.end);
  });
  tokens.forEach((t, i) => {
    if (t.norm !== 'i' && t.norm !== 'we') return;
    const same = (k: number) => tokens[k]?.sentence === t.sentence;
    let k = i + 1;
    if (same(k) && MODALS.has(tokens[k].norm)) k += 1;
    if (same(k) && ACTION_ADVERBS.has(tokens[k].norm)) k += 1;
    if (!same(k)) return;
    const verb = tokens[k].norm;
    if (ACTION_VERBS.has(verb) || BASE_ACTION_VERBS.has(verb))
      add('action', i, k, t.start, tokens[k].end);
  });
  for (const hit of findPhrases(tokens, EXAMPLE_PHRASES))
    add('example', hit.first, hit.last, tokens[hit.first].start, tokens[hit.last].end);
  for (const hit of findPhrases(tokens, OUTCOME_PHRASES))
    add('outcome', hit.first, hit.last, tokens[hit.first].start, tokens[hit.last].end);
  tokens.forEach((t, i) => {
    if (OUTCOME_VERBS.has(t.norm) || EXTRA_OUTCOMES.has(t.norm))
      add('outcome', i, i, t.start, t.end);
  });
  return details.sort((a, b) => a.start - b.start);
}

export function specificityMetric(
  tokens: readonly Token[],
  transcript: string,
): MetricOf<'specificity'> {
  if (tokens.length === 0) return notApplicable('specificity', 'empty');
  const details = findDetails(tokens);
  const byKind = Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<SpecificKind, number>;
  for (const d of details) byKind[d.kind] += 1;
  const evidence: Evidence[] = details.map((d) => ({
    start: d.start,
    end: d.end,
    label: d.label,
  }));
  return measured('specificity', {
    value: details.length,
    evidence,
    details: {
      byKind,
      items: details.map((d) => ({ kind: d.kind, text: transcript.slice(d.start, d.end) })),
    },
    suggest: (status) =>
      status === 'good'
        ? { key: suggestionKey('specificity', 'good') }
        : { key: suggestionKey('specificity', 'addDetails') },
  });
}
