import type { MetricOf } from './types';
import type { Token } from './text';
import { countPhrases, findPhrases, hitEvidence, phraseList } from './phrases';
import { isContextFiller } from './fillers';
import { measured, notApplicable, round1, suggestionKey } from './scoring';

// Hedges: words that soften a claim until it sounds unsure ("I think", "maybe", "sort of").
// Phrases: i think, i guess, i suppose, i believe, i feel (like), i'd say, i would say, it seems,
// maybe, perhaps, probably, possibly, might, somewhat, hopefully, not sure, more or less,
// a little bit, sort of, kind of. "sort of" and "kind of" are skipped where they are nouns
// ("what kind of"), by the same rule as filler words, and count as both a filler and a hedge.
// Value: hedges per 100 words (one decimal).

const HEDGES = phraseList([
  'i think',
  'i guess',
  'i suppose',
  'i believe',
  'i feel like',
  'i feel',
  "i'd say",
  'i would say',
  'it seems',
  'maybe',
  'perhaps',
  'probably',
  'possibly',
  'might',
  'somewhat',
  'hopefully',
  'not sure',
  'more or less',
  'a little bit',
  'sort of',
  'kind of',
]);

export function hedgesMetric(tokens: readonly Token[]): MetricOf<'hedges'> {
  if (tokens.length === 0) return notApplicable('hedges', 'empty');
  const hits = findPhrases(tokens, HEDGES, (hit) =>
    hit.phrase === 'sort of' || hit.phrase === 'kind of' ? isContextFiller(tokens, hit) : true,
  );
  const byPhrase = countPhrases(hits);
  const top = byPhrase[0];
  return measured('hedges', {
    value: round1((100 * hits.length) / tokens.length),
    evidence: hits.map((h) => hitEvidence(tokens, h, 'hedge')),
    details: { count: hits.length, byPhrase },
    suggest: (status) =>
      status === 'good' || !top
        ? { key: suggestionKey('hedges', 'good') }
        : {
            key: suggestionKey('hedges', 'reduce'),
            params: { phrase: top.phrase, count: top.count },
          },
  });
}
