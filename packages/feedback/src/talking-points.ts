import type { Evidence, MetricOf } from './types';
import type { Token } from './text';
import { tokenize } from './text';
import type { ContentBank } from './vocabulary';
import { bagOf, idfOf, termMatch } from './vocabulary';
import { measured, notApplicable, suggestionKey } from './scoring';

// Coverage of the question's talking points, by meaning (server-only: vocabulary.ts reads
// WordNet).
//
// A point's terms are its content words, matched by lemma ("analyses" ~ analysis, "went" ~ go)
// or by WordNet synonym ("reduced" ~ cut, "client" ~ customer; a quarter of a match), each
// weighted by its rarity in the question bank (vocabulary.ts). A point is covered when the
// answer matches at least COVERED_FROM of its weight, with at least two of its terms (one if
// it has only one). (Matching within one sentence, or a sentence and the next, ranked the
// tuning half's answers alike but covered fewer of the strong answers' points: talking points
// are abstract, and a story makes one across several sentences: decision 033.)
// Value: covered points as a percentage of all points, rounded.
// Evidence: for each covered point, the first use of each answer word that matched.

export const COVERED_FROM = 0.3;

type Hit = { answer: Token; word: string; match: number };

export function isPointCovered(matchedShare: number, matchedTerms: number, terms: number) {
  return matchedShare >= COVERED_FROM && matchedTerms >= Math.min(2, terms);
}

export function talkingPointsMetric(
  tokens: readonly Token[],
  talkingPoints: readonly string[] | undefined,
  bank: ContentBank,
): MetricOf<'talkingPoints'> {
  if (tokens.length === 0) return notApplicable('talkingPoints', 'empty');
  const weight = idfOf(bank);
  const points = (talkingPoints ?? [])
    .map((text) => ({ text: text.trim(), bag: bagOf(tokenize(text).tokens, weight) }))
    .filter((p) => p.bag.terms.length > 0);
  if (points.length === 0) return notApplicable('talkingPoints', 'noTalkingPoints');

  const answer = bagOf(tokens, weight);

  const matched: { point: string; terms: string[] }[] = [];
  const missing: { point: string; terms: string[] }[] = [];
  const highlighted = new Map<number, Evidence>();
  for (const point of points) {
    const total = point.bag.terms.reduce((sum, t) => sum + t.weight, 0);
    let share = 0;
    const hits: Hit[] = [];
    for (const term of point.bag.terms) {
      // The answer's best-matching word for this term (the same lemma before a synonym).
      let hit: Hit | null = null;
      for (const candidate of answer.terms) {
        const match = termMatch(term, candidate);
        if (match > (hit?.match ?? 0))
          hit = { answer: candidate.tokens[0], word: term.word, match };
      }
      if (!hit) continue;
      share += (term.weight * hit.match) / total;
      hits.push(hit);
    }
    if (isPointCovered(share, hits.length, point.bag.terms.length)) {
      matched.push({
        point: point.text,
        terms: hits.map((h) => (h.match === 1 ? h.answer.norm : `${h.answer.norm} ~ ${h.word}`)),
      });
      for (const h of hits) {
        highlighted.set(h.answer.start, {
          start: h.answer.start,
          end: h.answer.end,
          label: 'talkingPoint',
        });
      }
    } else {
      missing.push({ point: point.text, terms: point.bag.terms.map((t) => t.tokens[0].norm) });
    }
  }
  return measured('talkingPoints', {
    value: Math.round((100 * matched.length) / points.length),
    evidence: [...highlighted.values()].sort((a, b) => a.start - b.start),
    details: { matched, missing },
    suggest: (status) =>
      status === 'good' || missing.length === 0
        ? { key: suggestionKey('talkingPoints', 'good') }
        : { key: suggestionKey('talkingPoints', 'cover'), params: { point: missing[0].point } },
  });
}
