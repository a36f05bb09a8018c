import { describe, expect, it } from 'vitest';
import { tokenize } from './text';
import { specificityMetric } from './specificity';

const measure = (text: string) => specificityMetric(tokenize(text).tokens, text);
const shown = (text: string) =>
  measure(text).evidence.map((e) => `${e.label}:${text.slice(e.start, e.end)}`);

describe('specificity', () => {
  it('counts figures, named tools and people, first-person actions, outcomes and examples', () => {
    const text =
      'I asked Priya what was blocking her. We would split the migration into four tasks ' +
      'in PostgreSQL, for example the p99 check. Review time dropped so that we shipped early.';
    expect(shown(text)).toEqual([
      'concreteAction:I asked',
      'named:Priya',
      'concreteAction:We would split',
      'number:four',
      'named:PostgreSQL',
      'example:for example',
      'named:p99',
      'outcome:dropped',
      'outcome:so that',
      'outcome:shipped',
    ]);
    const metric = measure(text);
    expect(metric.value).toBe(10);
    expect(metric.status).toBe('good');
    expect(metric.details?.byKind).toEqual({
      figure: 1,
      named: 3,
      action: 2,
      outcome: 3,
      example: 1,
    });
  });

  it('finds nothing concrete in a vague answer, and says how to add details', () => {
    const text =
      'I think communication is really important. I try to be a team player and I always do ' +
      'my best to help people when they need it.';
    const metric = measure(text);
    expect([metric.value, metric.status]).toEqual([0, 'needs-work']);
    expect(metric.suggestion.key).toBe('feedback.metrics.specificity.suggestion.addDetails');
  });

  it('marks a figure as the quantity it is, as quantified claims do', () => {
    expect(shown('Errors fell by 40% in two weeks and saved $300.')).toEqual([
      'outcome:fell',
      'percent:40%',
      'duration:two weeks',
      'outcome:saved',
      'money:$300',
    ]);
  });

  it('does not count a capital that opens a sentence, "I", or a bare year', () => {
    expect(shown('Teams matter. In 2021 I thought about it. Honestly, it went fine.')).toEqual([]);
  });

  it('does not apply to an empty answer', () => {
    expect(measure('').suggestion.key).toBe('feedback.notApplicable.empty');
  });
});
