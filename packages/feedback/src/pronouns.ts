import type { Evidence, MetricOf } from './types';
import type { Token } from './text';
import { measured, notApplicable, suggestionKey } from './scoring';

// "I" versus "we": whether the candidate says what they did, while still crediting the team.
// I-words: i, i'm, i've, i'd, i'll, me, my, mine, myself. We-words: we, we're, we've, we'd,
// we'll, us, our, ours, ourselves ("US" in capitals is the country and is skipped).
// Value: I-words as a percentage of I- and we-words together, rounded to a whole number.
// Needs at least MIN_MENTIONS of them between the two to say anything.

const I_WORDS = new Set("i i'm i've i'd i'll me my mine myself".split(' '));
const WE_WORDS = new Set("we we're we've we'd we'll us our ours ourselves".split(' '));
export const MIN_MENTIONS = 3;

export function iVersusWeMetric(tokens: readonly Token[]): MetricOf<'iVersusWe'> {
  if (tokens.length === 0) return notApplicable('iVersusWe', 'empty');
  const evidence: Evidence[] = [];
  let i = 0;
  let we = 0;
  for (const t of tokens) {
    if (I_WORDS.has(t.norm)) {
      i += 1;
      evidence.push({ start: t.start, end: t.end, label: 'i' });
    } else if (WE_WORDS.has(t.norm) && t.text !== 'US') {
      we += 1;
      evidence.push({ start: t.start, end: t.end, label: 'we' });
    }
  }
  if (i + we < MIN_MENTIONS) return notApplicable('iVersusWe', 'fewPronouns');
  const value = Math.round((100 * i) / (i + we));
  return measured('iVersusWe', {
    value,
    evidence,
    details: { i, we },
    suggest: (status) =>
      status === 'good'
        ? { key: suggestionKey('iVersusWe', 'good') }
        : { key: suggestionKey('iVersusWe', value < 50 ? 'moreI' : 'creditTeam') },
  });
}
