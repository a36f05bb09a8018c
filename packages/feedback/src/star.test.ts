import { describe, expect, it } from 'vitest';
import { tokenize } from './text';
import { starMetric } from './star';

const star = (text: string) => starMetric(tokenize(text).tokens, true);

describe('STAR coverage and order', () => {
  it('finds all four components in order', () => {
    const text =
      'At my last job our deploys took an hour. My task was to speed them up. I split the pipeline into parallel stages. As a result, deploys take 12 minutes.';
    const metric = star(text);
    expect(metric.value).toBe(4);
    expect(metric.details).toEqual({
      found: ['situation', 'task', 'action', 'result'],
      missing: [],
      inOrder: true,
      sequence: ['situation', 'task', 'action', 'result'],
    });
    expect(metric.evidence.map((e) => [e.label, text.slice(e.start, e.end)])).toEqual([
      ['situation', 'At my last'],
      ['task', 'My task'],
      ['action', 'I split'],
      ['result', 'As a result'],
    ]);
    expect(metric.subScore).toBe(100);
    expect(metric.status).toBe('good');
  });

  it('marks an answer that starts with the result as out of order (85, fair)', () => {
    const metric = star(
      'As a result, we cut costs by 20%. I rewrote the billing job. At my last job costs were too high. My task was to fix them.',
    );
    expect(metric.value).toBe(4);
    expect(metric.details?.inOrder).toBe(false);
    expect(metric.details?.sequence).toEqual(['result', 'action', 'situation', 'task']);
    expect(metric.subScore).toBe(85);
    expect(metric.status).toBe('fair');
    expect(metric.suggestion.key).toBe('feedback.metrics.star.suggestion.reorder');
  });

  it('does not count a result phrase without a figure or an outcome verb', () => {
    const metric = star('When I was at a bank, I talked to the team. In the end, it was fine.');
    expect(metric.details?.found).toEqual(['situation', 'action']);
    expect(metric.details?.missing).toEqual(['task', 'result']);
    // Two of four components: 50, fair; the missing result is named first.
    expect(metric.subScore).toBe(50);
    expect(metric.status).toBe('fair');
    expect(metric.suggestion.key).toBe('feedback.metrics.star.suggestion.missingResult');
  });

  it('counts a result phrase with a figure, and an outcome verb alone', () => {
    expect(star('In the end, 9 of 10 users stayed.').details?.found).toEqual(['result']);
    expect(star('Retention improved.').details?.found).toEqual(['result']);
  });

  it('does not apply to questions that do not expect STAR', () => {
    const metric = starMetric(tokenize('I built it.').tokens, false);
    expect(metric.status).toBe('not-applicable');
    expect(metric.value).toBeNull();
    expect(metric.suggestion.key).toBe('feedback.notApplicable.notBehavioural');
  });
});
