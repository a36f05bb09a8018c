import type { Evidence, MetricOf } from './types';
import type { Token } from './text';
import type { Bag, ContentBank, Reference } from './vocabulary';
import { bagOf, coverageOf, idfOf, matchOf } from './vocabulary';
import { measured, notApplicable, round1, suggestionKey } from './scoring';

// Relevance: does the answer address this question? (Server-only: vocabulary.ts reads WordNet.)
//
// The question's vocabulary is the content words of its prompt, talking points and model
// answer; words weigh by their rarity in the bank (vocabulary.ts). Two parts, each 0-1:
// - on-topic share: the weighted share of the answer's content words that belong to the
//   question's vocabulary (a synonym counts a quarter), capped at 1 from FULL_SHARE up:
//   a specific story names people and tools no question mentions, so a third is plenty;
// - closeness: how much of the question's vocabulary the answer covers (prompt words count
//   twice), divided by the most it covers of any one bank question: 1 when no other question
//   fits the answer better. A good answer to a different question covers that one better.
//   A bank question on the same topic (half of its prompt's weight in this question's
//   vocabulary: a recruiter's own closure question and the bank's) is not a different one.
// Value: 100 × the mean of the two, rounded. Under 60 is needs-work ("off topic").
// The closer question is named (details, suggestion) when the answer covers it clearly better:
// closeness under NAME_CLOSER_BELOW.
// Evidence: the first use of each answer word that belongs to the question's vocabulary.

export const FULL_SHARE = 0.3;
export const PROMPT_FACTOR = 2;
export const SAME_TOPIC = 0.5;
export const NAME_CLOSER_BELOW = 0.8;
const SHOWN_WORDS = 8;

function closenessOf(answer: Bag, reference: Reference, bank: ContentBank) {
  const recall = (r: Reference) =>
    coverageOf(r.all, answer, { keys: r.promptKeys, factor: PROMPT_FACTOR });
  const own = recall(reference);
  let best = own;
  let closer: Reference | null = null;
  for (const other of bank.references) {
    if (other.id !== null && other.id === reference.id) continue;
    if (coverageOf(other.promptBag, reference.all) >= SAME_TOPIC) continue;
    const value = recall(other);
    if (value > best) {
      best = value;
      closer = other;
    }
  }
  return { closeness: best === 0 ? 0 : own / best, closer };
}

export function relevanceMetric(
  tokens: readonly Token[],
  reference: Reference | null,
  bank: ContentBank,
): MetricOf<'relevance'> {
  if (tokens.length === 0) return notApplicable('relevance', 'empty');
  if (reference === null || reference.all.terms.length === 0)
    return notApplicable('relevance', 'noQuestion');
  const answer = bagOf(tokens, idfOf(bank));
  const share = coverageOf(answer, reference.all);
  const fit = closenessOf(answer, reference, bank);
  const { closeness } = fit;
  const closer = closeness < NAME_CLOSER_BELOW ? fit.closer : null;
  const value = Math.round(100 * (0.5 * Math.min(1, share / FULL_SHARE) + 0.5 * closeness));

  const onTopic = answer.terms.filter((t) => matchOf(t, reference.all) > 0);
  const other = answer.terms
    .filter((t) => matchOf(t, reference.all) === 0)
    .sort((a, b) => b.weight - a.weight);
  const evidence: Evidence[] = onTopic
    .map((t) => ({ start: t.tokens[0].start, end: t.tokens[0].end, label: 'onTopic' as const }))
    .sort((a, b) => a.start - b.start);
  return measured('relevance', {
    value,
    evidence,
    details: {
      onTopicShare: round1(100 * share),
      closeness: round1(100 * closeness),
      closerQuestion: closer?.prompt ?? null,
      onTopicWords: onTopic
        .sort((a, b) => b.weight - a.weight)
        .slice(0, SHOWN_WORDS)
        .map((t) => t.tokens[0].norm),
      otherWords: other.slice(0, SHOWN_WORDS).map((t) => t.tokens[0].norm),
    },
    suggest: (status) =>
      status === 'good'
        ? { key: suggestionKey('relevance', 'good') }
        : closer
          ? { key: suggestionKey('relevance', 'closer'), params: { question: closer.prompt } }
          : { key: suggestionKey('relevance', 'address') },
  });
}
