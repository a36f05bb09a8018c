import { describe, expect, it } from 'vitest';
import { tokenize } from './text';
import { fillerWordsMetric, findFillers } from './fillers';
import { hedgesMetric } from './hedges';

const fillersIn = (text: string) => {
  const { tokens } = tokenize(text);
  return findFillers(tokens).map((h) => text.slice(tokens[h.first].start, tokens[h.last].end));
};

describe('filler words', () => {
  it.each([
    // "like": a filler when set off or before a figure or intensifier, not as a verb or comparison.
    ['I like working with data.', []],
    ['It was, like, a mess.', ['like']],
    ['Like, you know, we tried.', ['Like', 'you know']],
    ['We had like 20 tickets.', ['like']],
    ['It was like really slow.', ['like']],
    ['It looks like we were late.', []],
    ['Things like testing matter.', []],
    ['I would like to lead.', []],
    ['We needed something like 20 servers.', []],
    // "you know"
    ['It was, you know, hard.', ['you know']],
    ['Do you know the answer?', []],
    ['And you know we shipped it.', ['you know']],
    ['If you know what I mean.', []],
    // "I mean"
    ['I mean, it worked.', ['I mean']],
    ['What I mean is simple.', []],
    ['I mean it.', []],
    // "kind of" / "sort of"
    ['It was kind of slow.', ['kind of']],
    ['What kind of tests?', []],
    ['It was a sort of audit.', []],
    ['The right kind of people.', []],
    // sentence-initial "so", tag "right?", "okay," and "well,"
    ['So I called them.', ['So']],
    ['So far it works.', []],
    ['We were so late.', []],
    ['It scales, right? Right, so next.', ['right', 'Right']],
    ['You are right about that.', []],
    ['Okay, then. Well, we ship. It works well.', ['Okay', 'Well']],
    // always fillers
    [
      'Um, uh, er, basically it actually literally works.',
      ['Um', 'uh', 'er', 'basically', 'actually', 'literally'],
    ],
  ])('%s', (text, expected) => {
    expect(fillersIn(text)).toEqual(expected);
  });

  it('reports fillers per 100 words, per minute, by phrase and as highlighted ranges', () => {
    const text = 'Um, so I think we, like, shipped it. Um, it basically worked, you know?';
    const { tokens } = tokenize(text);
    const metric = fillerWordsMetric(tokens, 30);
    // "so" after "Um," does not open the sentence and "I think" is a hedge: 5 fillers in 14
    // words = 35.7 per 100; 5 in half a minute = 10 per minute.
    expect(tokens).toHaveLength(14);
    expect(metric.value).toBe(35.7);
    expect(metric.details).toEqual({
      count: 5,
      perMinute: 10,
      byPhrase: [
        { phrase: 'um', count: 2 },
        { phrase: 'like', count: 1 },
        { phrase: 'basically', count: 1 },
        { phrase: 'you know', count: 1 },
      ],
    });
    expect(metric.evidence).toEqual([
      { start: 0, end: 2, label: 'filler' },
      { start: 19, end: 23, label: 'filler' },
      { start: 37, end: 39, label: 'filler' },
      { start: 44, end: 53, label: 'filler' },
      { start: 62, end: 70, label: 'filler' },
    ]);
    expect(metric.status).toBe('needs-work');
    expect(metric.suggestion).toEqual({
      key: 'feedback.metrics.fillerWords.suggestion.reduce',
      params: { word: 'um', count: 2 },
    });
  });

  it('has no per-minute rate for a typed answer', () => {
    const metric = fillerWordsMetric(tokenize('We shipped it on time.').tokens, null);
    expect(metric.details?.perMinute).toBeNull();
    expect(metric.value).toBe(0);
    expect(metric.status).toBe('good');
  });
});

describe('hedges', () => {
  it('counts hedging phrases, longest first, and skips "kind of" as a noun', () => {
    const text =
      'I think we could maybe try it. I feel like it might work, sort of. What kind of risk? Probably none.';
    const metric = hedgesMetric(tokenize(text).tokens);
    expect(metric.details?.byPhrase).toEqual([
      { phrase: 'i think', count: 1 },
      { phrase: 'maybe', count: 1 },
      { phrase: 'i feel like', count: 1 },
      { phrase: 'might', count: 1 },
      { phrase: 'sort of', count: 1 },
      { phrase: 'probably', count: 1 },
    ]);
    // 6 hedges in 21 words.
    expect(metric.value).toBe(28.6);
    expect(metric.evidence.map((e) => text.slice(e.start, e.end))).toEqual([
      'I think',
      'maybe',
      'I feel like',
      'might',
      'sort of',
      'Probably',
    ]);
  });
});
