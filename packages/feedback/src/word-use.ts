import type { Evidence, MetricOf, WordCount } from './types';
import type { Token } from './text';
import { hasLetter } from './text';
import { DISCOURSE_WORDS, isStopword } from './stopwords';
import { measured, notApplicable, suggestionKey } from './scoring';

// Most-used and repeated words.
//
// Content words are words of two or more characters with a letter, less stopwords and filler
// or hedge words; forms of one word are grouped by Porter stem and shown as their most used
// form. topWords: the TOP_WORDS most used that occur at least twice (ties: first used first).
// A word is overused when it occurs at least max(4, ceil(2.5% of all words)) times.
// Value: the number of overused words; evidence: every use of them.
// Needs MIN_WORDS words or more.

export const TOP_WORDS = 5;
export const MIN_WORDS = 20;
export const overuseThreshold = (words: number) => Math.max(4, Math.ceil(words * 0.025));

type Group = { uses: Token[]; forms: Map<string, number> };

function mostUsedForm(forms: Map<string, number>): string {
  let best = '';
  let bestCount = 0;
  for (const [form, count] of forms) {
    if (count > bestCount) {
      best = form;
      bestCount = count;
    }
  }
  return best;
}

export function wordRepetitionMetric(tokens: readonly Token[]): MetricOf<'wordRepetition'> {
  if (tokens.length === 0) return notApplicable('wordRepetition', 'empty');
  if (tokens.length < MIN_WORDS) return notApplicable('wordRepetition', 'tooShort');
  const groups = new Map<string, Group>();
  for (const t of tokens) {
    if (t.norm.length < 2 || !hasLetter(t.norm)) continue;
    if (isStopword(t.norm) || DISCOURSE_WORDS.has(t.norm)) continue;
    const group = groups.get(t.stem) ?? { uses: [], forms: new Map<string, number>() };
    group.uses.push(t);
    group.forms.set(t.norm, (group.forms.get(t.norm) ?? 0) + 1);
    groups.set(t.stem, group);
  }
  // Map order is first use, and sort is stable: ties stay first used first.
  const ranked = [...groups.values()].sort((a, b) => b.uses.length - a.uses.length);
  const counted = (g: Group): WordCount => ({ word: mostUsedForm(g.forms), count: g.uses.length });
  const threshold = overuseThreshold(tokens.length);
  const overusedGroups = ranked.filter((g) => g.uses.length >= threshold);
  const evidence: Evidence[] = overusedGroups
    .flatMap((g) => g.uses.map((t) => ({ start: t.start, end: t.end, label: 'repeated' as const })))
    .sort((a, b) => a.start - b.start);
  const overused = overusedGroups.map(counted);
  return measured('wordRepetition', {
    value: overused.length,
    evidence,
    details: {
      topWords: ranked
        .filter((g) => g.uses.length >= 2)
        .slice(0, TOP_WORDS)
        .map(counted),
      overused,
      overuseThreshold: threshold,
    },
    suggest: (status) =>
      status === 'good' || overused.length === 0
        ? { key: suggestionKey('wordRepetition', 'good') }
        : {
            key: suggestionKey('wordRepetition', 'vary'),
            params: { word: overused[0].word, count: overused[0].count },
          },
  });
}
