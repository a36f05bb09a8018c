import { describe, expect, it } from 'vitest';
import { tokenize } from './text';
import { overuseThreshold, wordRepetitionMetric } from './word-use';
import { readingGradeMetric } from './reading-grade';
import { iVersusWeMetric } from './pronouns';

describe('most-used and repeated words', () => {
  it('groups word forms, ignores stopwords and fillers, and flags overuse', () => {
    const text =
      'We deployed the service. The deploy failed, so I deploy again. Deploying is hard; deploys fail. ' +
      'The service logs helped. Um, like, the service team helped me with service logs today.';
    const { tokens } = tokenize(text);
    expect(tokens).toHaveLength(31);
    // max(4, ceil(2.5% of 31)) = 4; 300 words would need 8.
    expect([overuseThreshold(31), overuseThreshold(300)]).toEqual([4, 8]);
    const metric = wordRepetitionMetric(tokens);
    expect(metric.details).toEqual({
      topWords: [
        { word: 'deploy', count: 5 },
        { word: 'service', count: 4 },
        // "failed" and "fail" share a stem; equal counts show the first form used.
        { word: 'failed', count: 2 },
        { word: 'logs', count: 2 },
        { word: 'helped', count: 2 },
      ],
      overused: [
        { word: 'deploy', count: 5 },
        { word: 'service', count: 4 },
      ],
      overuseThreshold: 4,
    });
    expect(metric.value).toBe(2);
    expect(metric.evidence).toHaveLength(9);
    expect(metric.status).toBe('fair');
    expect(metric.suggestion).toEqual({
      key: 'feedback.metrics.wordRepetition.suggestion.vary',
      params: { word: 'deploy', count: 5 },
    });
  });

  it('needs at least 20 words', () => {
    expect(wordRepetitionMetric(tokenize('Too short to judge.').tokens).suggestion.key).toBe(
      'feedback.notApplicable.tooShort',
    );
  });
});

describe('reading grade', () => {
  it('computes the Flesch-Kincaid grade from words, sentences and syllables', () => {
    const tokenized = tokenize('We fixed the bug and shipped the build today. '.repeat(3));
    const metric = readingGradeMetric(tokenized);
    // 27 words, 3 sentences, 30 syllables: 0.39 × 9 + 11.8 × 30/27 − 15.59 = 1.03.
    expect(metric.details).toEqual({ words: 27, sentences: 3, syllables: 30 });
    expect(metric.value).toBe(1);
    expect(metric.status).toBe('needs-work');
  });

  it('does not apply to unpunctuated speech', () => {
    const metric = readingGradeMetric(tokenize('and then we '.repeat(15)));
    expect(metric.suggestion.key).toBe('feedback.notApplicable.unpunctuated');
  });
});

describe('I versus we', () => {
  it('is the share of I-words among I- and we-words, and skips "US"', () => {
    const text =
      "I led it, we shipped it, my team and I presented it to our US clients. I'm proud.";
    const metric = iVersusWeMetric(tokenize(text).tokens);
    expect(metric.details).toEqual({ i: 4, we: 2 });
    expect(metric.value).toBe(67);
    expect(metric.status).toBe('good');
  });

  it('needs three mentions to judge', () => {
    expect(iVersusWeMetric(tokenize('I did it, we said.').tokens).status).toBe('not-applicable');
  });
});
