import { describe, expect, it } from 'vitest';
import { tokenize } from './text';
import { findQuantities, quantifiedClaimsMetric } from './quantities';

const claims = (text: string) =>
  findQuantities(tokenize(text).tokens).map((q) => [q.kind, text.slice(q.start, q.end)]);

describe('quantified claims', () => {
  it.each([
    ['Conversion rose 40% in Q3.', [['percent', '40%']]],
    ['It fell by twelve percent.', [['percent', 'twelve percent']]],
    ['Costs dropped 5 per cent.', [['percent', '5 per cent']]],
    ['We saved $1.2 million a year.', [['money', '$1.2 million']]],
    [
      'A budget of €500 and 2,000 dollars.',
      [
        ['money', '€500'],
        ['money', '2,000 dollars'],
      ],
    ],
    [
      'It took three weeks and 2 sprints.',
      [
        ['duration', 'three weeks'],
        ['duration', '2 sprints'],
      ],
    ],
    ['We served two hundred customers.', [['number', 'two hundred']]],
    [
      'Latency went from 900 ms to 120 ms.',
      [
        ['duration', '900 ms'],
        ['duration', '120 ms'],
      ],
    ],
    ['One of our users, in one week.', [['duration', 'one week']]],
    ['Back in 2021 we were a team of 8.', [['number', '8']]],
    ['We grew 3x.', [['number', '3x']]],
    ['Nothing measurable here.', []],
  ])('%s', (text, expected) => {
    expect(claims(text)).toEqual(expected);
  });

  it('counts claims by kind for a STAR answer and skips other questions', () => {
    const text = 'In two weeks we cut costs by 30% and saved $4,000.';
    const { tokens } = tokenize(text);
    const metric = quantifiedClaimsMetric(tokens, text, true);
    expect(metric.value).toBe(3);
    expect(metric.details).toEqual({
      byKind: { number: 0, percent: 1, money: 1, duration: 1 },
      claims: ['two weeks', '30%', '$4,000'],
    });
    expect(metric.evidence).toEqual([
      { start: 3, end: 12, label: 'duration' },
      { start: 29, end: 32, label: 'percent' },
      { start: 43, end: 49, label: 'money' },
    ]);
    expect(metric.status).toBe('good');
    expect(quantifiedClaimsMetric(tokens, text, false).status).toBe('not-applicable');
  });
});
