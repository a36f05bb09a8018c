import { describe, expect, it } from 'vitest';
import { tokenize } from './text';
import {
  alignWords,
  longPausesMetric,
  speakingTimeMetric,
  speakingTimeOf,
  wordsPerMinuteMetric,
} from './timing';

describe('speaking time and pace', () => {
  it('prefers the recording length, then the span of the word timings', () => {
    const words = [
      { text: 'hello', start: 1, end: 1.5 },
      { text: 'there', start: 1.6, end: 4 },
    ];
    expect(speakingTimeOf({ transcript: 'x', durationSeconds: 10, words })).toEqual({
      seconds: 10,
      source: 'recording',
    });
    expect(speakingTimeOf({ transcript: 'x', words })).toEqual({
      seconds: 3,
      source: 'wordTimings',
    });
    expect(speakingTimeOf({ transcript: 'x' })).toBeNull();
    expect(speakingTimeOf({ transcript: 'x', durationSeconds: Number.NaN })).toBeNull();
  });

  it('computes words per minute from the word count and the speaking time', () => {
    const { tokens } = tokenize('word '.repeat(150));
    // 150 words in 65 s = 138.46 -> 138.
    const metric = wordsPerMinuteMetric(tokens, { seconds: 65, source: 'recording' });
    expect(metric.value).toBe(138);
    expect(metric.status).toBe('good');
    const fast = wordsPerMinuteMetric(tokens, { seconds: 45, source: 'recording' });
    // 200 wpm: 20 over the 220 zero point's 60-wide slope -> 33.
    expect([fast.value, fast.subScore, fast.status]).toEqual([200, 33, 'needs-work']);
    expect(fast.suggestion.key).toBe('feedback.metrics.wordsPerMinute.suggestion.slowDown');
  });

  it('does not apply to a typed answer', () => {
    const { tokens } = tokenize('A typed answer.');
    expect(speakingTimeMetric(tokens, null).suggestion.key).toBe('feedback.notApplicable.typed');
    expect(wordsPerMinuteMetric(tokens, null).status).toBe('not-applicable');
    expect(longPausesMetric(tokens, { transcript: 'A typed answer.' }).suggestion.key).toBe(
      'feedback.notApplicable.typed',
    );
    expect(
      longPausesMetric(tokens, { transcript: 'A typed answer.', durationSeconds: 3 }).suggestion
        .key,
    ).toBe('feedback.notApplicable.noWordTimings');
  });
});

describe('long pauses', () => {
  it('aligns timed words to an edited transcript, skipping words that are not there', () => {
    const { tokens } = tokenize('So, we shipped the new checkout on Friday.');
    const words = ['so', 'um', 'we', 'shipped', 'checkout', 'friday'].map((text, i) => ({
      text,
      start: i,
      end: i + 0.5,
    }));
    expect(alignWords(words, tokens)).toEqual([0, null, 1, 2, 5, 7]);
  });

  it('counts silences over 2.5 s and highlights the words either side', () => {
    const transcript = 'I paused here. Then again here, and not here.';
    // Silences: 3 s after the first "here", exactly 2.5 s after "again" (not over the
    // threshold), 4 s after the second "here".
    const words = [
      { text: 'I', start: 0, end: 0.4 },
      { text: 'paused', start: 0.5, end: 0.9 },
      { text: 'here', start: 1, end: 1.5 },
      { text: 'Then', start: 4.5, end: 4.9 },
      { text: 'again', start: 5, end: 5.5 },
      { text: 'here', start: 8, end: 8.4 },
      { text: 'and', start: 12.4, end: 12.8 },
      { text: 'not', start: 12.9, end: 13.2 },
      { text: 'here', start: 13.3, end: 13.7 },
    ];
    const metric = longPausesMetric(tokenize(transcript).tokens, { transcript, words });
    expect(metric.value).toBe(2);
    expect(metric.details).toEqual({
      thresholdSeconds: 2.5,
      longestSeconds: 4,
      pauses: [
        { at: 1.5, seconds: 3, before: 'here', after: 'Then' },
        { at: 8.4, seconds: 4, before: 'here', after: 'and' },
      ],
    });
    expect(metric.evidence.map((e) => transcript.slice(e.start, e.end))).toEqual([
      'here. Then',
      'here, and',
    ]);
    expect(metric.status).toBe('fair');
  });
});
