import type { Evidence, MetricOf } from './types';
import type { Token } from './text';
import { measured, notApplicable, suggestionKey } from './scoring';
import { createTermMatcher, type JobTerm } from './term-matcher';

// Coverage of the job description's terms (docs/decisions/034-job-description-terms.md).
//
// The caller recognises the description's technologies, skills and domains with the shipped
// vocabulary (job-vocabulary.ts, API only) and passes them in; the MAX_JOB_TERMS most salient
// count. A term is matched when the answer uses any of its aliases, by the same rules as in the
// description: "Kubernetes" in the answer matches "k8s" in the description. Value: matched terms
// as a percentage of the terms counted, rounded.

export const MAX_JOB_TERMS = 12;

export function jobTermsMetric(
  tokens: readonly Token[],
  transcript: string,
  jobTerms: readonly JobTerm[] | undefined,
): MetricOf<'jobTerms'> {
  if (tokens.length === 0) return notApplicable('jobTerms', 'empty');
  if (!jobTerms) return notApplicable('jobTerms', 'noJobDescription');
  const terms = jobTerms.slice(0, MAX_JOB_TERMS);
  if (terms.length === 0) return notApplicable('jobTerms', 'noJobTerms');

  // Only these terms' aliases are looked for, so the answer is matched in microseconds.
  const firstAt = new Map<number, Evidence>();
  for (const match of createTermMatcher(terms.map((t) => t.entry)).find(transcript)) {
    if (!firstAt.has(match.entry)) {
      firstAt.set(match.entry, { start: match.start, end: match.end, label: 'jobTerm' });
    }
  }
  const matched = terms.filter((_, i) => firstAt.has(i)).map((t) => t.name);
  const missing = terms.filter((_, i) => !firstAt.has(i)).map((t) => t.name);
  return measured('jobTerms', {
    value: Math.round((100 * matched.length) / terms.length),
    evidence: [...firstAt.values()].sort((a, b) => a.start - b.start),
    details: { matched, missing },
    suggest: (status) =>
      status === 'good' || missing.length === 0
        ? { key: suggestionKey('jobTerms', 'good') }
        : {
            key: suggestionKey('jobTerms', 'mention'),
            params: { terms: missing.slice(0, 3).join(', ') },
          },
  });
}
