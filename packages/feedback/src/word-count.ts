import type { MetricOf } from './types';
import type { Tokenized } from './text';
import { measured, notApplicable, suggestionKey } from './scoring';

// Word count: the words of the transcript (runs of letters or digits; "don't", "end-to-end",
// "2.5" and "10,000" are one word each, see text.ts). Sentences end at . ! ? or a line break.

export function wordCountMetric({ tokens, sentences }: Tokenized): MetricOf<'wordCount'> {
  if (tokens.length === 0) return notApplicable('wordCount', 'empty');
  const value = tokens.length;
  return measured('wordCount', {
    value,
    details: { sentences },
    suggest: (status) =>
      status === 'good'
        ? { key: suggestionKey('wordCount', 'good') }
        : { key: suggestionKey('wordCount', value < 120 ? 'expand' : 'trim') },
  });
}
