import type { Evidence, MetricOf } from './types';
import type { Token } from './text';
import { hasLetter, tokenize } from './text';
import { isStopword } from './stopwords';
import { measured, notApplicable, suggestionKey } from './scoring';

// Coverage of the question's talking points, by keyword overlap.
//
// A point's terms are its words less stopwords and one-letter words, compared by Porter stem
// ("noticed" matches "notice", "teams" matches "team"). A point is covered when the answer uses
// at least a third of its terms and at least two of them (one if the point has only one).
// Value: covered points as a percentage of all points, rounded to a whole number.
// Evidence: the first use in the answer of each term of a covered point.

type PointTerm = { word: string; stem: string };

function termsOf(point: string): PointTerm[] {
  const seen = new Set<string>();
  const terms: PointTerm[] = [];
  for (const t of tokenize(point).tokens) {
    if (t.norm.length < 2 || !hasLetter(t.norm) || isStopword(t.norm)) continue;
    if (seen.has(t.stem)) continue;
    seen.add(t.stem);
    terms.push({ word: t.norm, stem: t.stem });
  }
  return terms;
}

export const isPointCovered = (matched: number, total: number) =>
  matched >= Math.min(2, total) && matched * 3 >= total;

export function talkingPointsMetric(
  tokens: readonly Token[],
  talkingPoints: readonly string[] | undefined,
): MetricOf<'talkingPoints'> {
  if (tokens.length === 0) return notApplicable('talkingPoints', 'empty');
  const points = (talkingPoints ?? [])
    .map((text) => ({ text: text.trim(), terms: termsOf(text) }))
    .filter((p) => p.terms.length > 0);
  if (points.length === 0) return notApplicable('talkingPoints', 'noTalkingPoints');

  // First token of the answer with each stem.
  const firstUse = new Map<string, Token>();
  for (const t of tokens) if (!firstUse.has(t.stem)) firstUse.set(t.stem, t);
  const matched: { point: string; terms: string[] }[] = [];
  const missing: { point: string; terms: string[] }[] = [];
  const highlighted = new Map<number, Evidence>();
  for (const point of points) {
    const hits = point.terms.filter((term) => firstUse.has(term.stem));
    if (isPointCovered(hits.length, point.terms.length)) {
      matched.push({ point: point.text, terms: hits.map((h) => h.word) });
      for (const hit of hits) {
        const t = firstUse.get(hit.stem) as Token;
        highlighted.set(t.start, { start: t.start, end: t.end, label: 'talkingPoint' });
      }
    } else {
      const absent = point.terms.filter((term) => !firstUse.has(term.stem));
      missing.push({ point: point.text, terms: absent.map((term) => term.word) });
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
