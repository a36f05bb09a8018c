import type { AnswerInput, Evidence, MetricOf, Pause, TimedWord } from './types';
import type { Token } from './text';
import { normalizeWord } from './text';
import { measured, notApplicable, round1, suggestionKey } from './scoring';

// Speaking time, pace and long pauses: the metrics that need a recording.

export const LONG_PAUSE_SECONDS = 2.5;
// How far ahead in the transcript a timed word is looked for (see alignWords).
const ALIGN_LOOKAHEAD = 8;

export type SpeakingTime = { seconds: number; source: 'recording' | 'wordTimings' };

// Timed words with usable numbers, in the order given.
export function validWords(words: readonly TimedWord[] | undefined): TimedWord[] {
  return (words ?? []).filter(
    (w) => Number.isFinite(w.start) && Number.isFinite(w.end) && w.start >= 0 && w.end >= w.start,
  );
}

// The recording's length when given; otherwise the span from the first timed word's start to
// the last one's end; null for a typed answer.
export function speakingTimeOf(input: AnswerInput): SpeakingTime | null {
  const { durationSeconds } = input;
  if (durationSeconds !== undefined && Number.isFinite(durationSeconds) && durationSeconds > 0) {
    return { seconds: durationSeconds, source: 'recording' };
  }
  const words = validWords(input.words);
  if (words.length === 0) return null;
  const span = words[words.length - 1].end - words[0].start;
  return span > 0 ? { seconds: span, source: 'wordTimings' } : null;
}

export function speakingTimeMetric(
  tokens: readonly Token[],
  time: SpeakingTime | null,
): MetricOf<'speakingTime'> {
  if (tokens.length === 0) return notApplicable('speakingTime', 'empty');
  if (!time) return notApplicable('speakingTime', 'typed');
  const value = round1(time.seconds);
  return measured('speakingTime', {
    value,
    details: { source: time.source },
    suggest: (status) =>
      status === 'good'
        ? { key: suggestionKey('speakingTime', 'good') }
        : { key: suggestionKey('speakingTime', value < 60 ? 'longer' : 'shorter') },
  });
}

// Value: words / (speaking seconds / 60), rounded to a whole number.
export function wordsPerMinuteMetric(
  tokens: readonly Token[],
  time: SpeakingTime | null,
): MetricOf<'wordsPerMinute'> {
  if (tokens.length === 0) return notApplicable('wordsPerMinute', 'empty');
  if (!time) return notApplicable('wordsPerMinute', 'typed');
  const value = Math.round(tokens.length / (time.seconds / 60));
  return measured('wordsPerMinute', {
    value,
    details: { words: tokens.length, seconds: round1(time.seconds) },
    suggest: (status) =>
      status === 'good'
        ? { key: suggestionKey('wordsPerMinute', 'good') }
        : { key: suggestionKey('wordsPerMinute', value > 160 ? 'slowDown' : 'speedUp') },
  });
}

const bare = (word: string) => normalizeWord(word).replace(/[^\p{L}\p{N}']/gu, '');

// Maps each timed word to a transcript token, so a pause can be highlighted in the text. The
// transcript may have been edited after recognition, so each word is looked for in the next
// ALIGN_LOOKAHEAD tokens (letters and digits compared, case-insensitively); a word not found
// there stays unmapped and the search goes on from where it was.
export function alignWords(
  words: readonly TimedWord[],
  tokens: readonly Token[],
): (number | null)[] {
  const map: (number | null)[] = [];
  let next = 0;
  for (const word of words) {
    const target = bare(word.text);
    let found: number | null = null;
    for (let k = next; k < Math.min(tokens.length, next + ALIGN_LOOKAHEAD); k++) {
      if (bare(tokens[k].text) === target) {
        found = k;
        break;
      }
    }
    map.push(found);
    if (found !== null) next = found + 1;
  }
  return map;
}

// Value: the number of silences longer than 2.5 s between one timed word's end and the next
// word's start. Evidence spans the words either side of each silence.
export function longPausesMetric(
  tokens: readonly Token[],
  input: AnswerInput,
): MetricOf<'longPauses'> {
  if (tokens.length === 0) return notApplicable('longPauses', 'empty');
  const words = validWords(input.words);
  if (words.length < 2) {
    return notApplicable('longPauses', speakingTimeOf(input) ? 'noWordTimings' : 'typed');
  }
  const map = alignWords(words, tokens);
  const pauses: Pause[] = [];
  const evidence: Evidence[] = [];
  let longest = 0;
  for (let i = 1; i < words.length; i++) {
    const gap = words[i].start - words[i - 1].end;
    longest = Math.max(longest, gap);
    if (gap <= LONG_PAUSE_SECONDS) continue;
    pauses.push({
      at: round1(words[i - 1].end),
      seconds: round1(gap),
      before: words[i - 1].text,
      after: words[i].text,
    });
    const from = map[i - 1];
    const to = map[i];
    if (from !== null && to !== null) {
      evidence.push({ start: tokens[from].start, end: tokens[to].end, label: 'pause' });
    }
  }
  return measured('longPauses', {
    value: pauses.length,
    evidence,
    details: { thresholdSeconds: LONG_PAUSE_SECONDS, longestSeconds: round1(longest), pauses },
    suggest: (status) =>
      status === 'good'
        ? { key: suggestionKey('longPauses', 'good') }
        : {
            key: suggestionKey('longPauses', 'fewer'),
            params: { count: pauses.length, longest: round1(longest) },
          },
  });
}
