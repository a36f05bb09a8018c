import { describe, expect, it } from 'vitest';
import { tokenize } from './text';
import { isPointCovered, talkingPointsMetric } from './talking-points';
import { extractJobTerms, jobTermsMetric } from './job-terms';
import { JOB_DESCRIPTION } from './fixture-answers';

describe('talking points', () => {
  it('covers a point when a third of its terms, and at least two, are used (by stem)', () => {
    expect([isPointCovered(1, 1), isPointCovered(1, 3), isPointCovered(2, 3)]).toEqual([
      true,
      false,
      true,
    ]);
    expect([isPointCovered(2, 7), isPointCovered(3, 7)]).toEqual([false, true]);
  });

  it('lists matched and missing points and highlights the matching words', () => {
    const text = 'I noticed the signals early and asked her what would help.';
    const metric = talkingPointsMetric(tokenize(text).tokens, [
      'Noticed the problem from concrete signals',
      'Asked what would help',
      'Kept own commitments',
      '  ',
    ]);
    // The blank point has no terms and is left out: 2 of 3 covered.
    expect(metric.value).toBe(67);
    expect(metric.details).toEqual({
      matched: [
        { point: 'Noticed the problem from concrete signals', terms: ['noticed', 'signals'] },
        { point: 'Asked what would help', terms: ['asked', 'help'] },
      ],
      missing: [{ point: 'Kept own commitments', terms: ['kept', 'commitments'] }],
    });
    expect(metric.evidence.map((e) => text.slice(e.start, e.end))).toEqual([
      'noticed',
      'signals',
      'asked',
      'help',
    ]);
    expect(metric.status).toBe('good');
  });

  it('does not apply without talking points', () => {
    expect(talkingPointsMetric(tokenize('Hello.').tokens, []).suggestion.key).toBe(
      'feedback.notApplicable.noTalkingPoints',
    );
  });
});

describe('job description terms', () => {
  it('extracts salient terms: technical spellings, repeated and known pairs, no boilerplate', () => {
    expect(extractJobTerms(JOB_DESCRIPTION).map((t) => `${t.label} ${t.salience}`)).toEqual([
      'Frontend Engineer 3',
      'React 3',
      'TypeScript 3',
      'design system 3',
      'web performance 3',
      'GraphQL 2',
      'unit testing 2',
      'testing 2',
      'Library 2',
      'CI/CD 2',
      'Node.js 2',
      'accessible 1',
    ]);
  });

  it('leaves out common verbs of job ads in any form (use, work, build)', () => {
    const jd = [
      'We used Kafka and Terraform daily. Kafka is used for events; Terraform is used for',
      'infrastructure. You worked on services that uses queues, built and builds pipelines,',
      'use Kafka, using Terraform, work with Kafka, working on builds.',
    ].join(' ');
    const labels = extractJobTerms(jd).map((t) => t.label);
    expect(labels.slice(0, 2)).toEqual(['Kafka', 'Terraform']);
    const verbs = /\b(use[sd]?|using|work(s|ed|ing)?|build(s|ing)?|built)\b/i;
    expect(labels.filter((label) => verbs.test(label))).toEqual([]);
  });

  it('matches terms by stem, as pairs, and run together', () => {
    const jd = 'Machine learning with PyTorch. Node.js and C++ services. Machine learning ops.';
    // A capital that opens a sentence is not a name's: shown in lower case.
    expect(extractJobTerms(jd).map((t) => t.label)).toEqual([
      'machine learning',
      'PyTorch',
      'Node.js',
      'C++',
      'services',
      'ops',
    ]);
    const text =
      'I trained machine-learned models? No: I ran machine learning jobs in node js and C++.';
    const metric = jobTermsMetric(tokenize(text).tokens, text, jd);
    expect(metric.details).toEqual({
      matched: ['machine learning', 'Node.js', 'C++'],
      missing: ['PyTorch', 'services', 'ops'],
    });
    expect(metric.value).toBe(50);
    expect(metric.evidence.map((e) => text.slice(e.start, e.end))).toEqual([
      'machine learning',
      'node js',
      'C++',
    ]);
  });

  it('does not apply without a job description or without terms in it', () => {
    const { tokens } = tokenize('Hello there.');
    expect(jobTermsMetric(tokens, 'Hello there.', ' ').suggestion.key).toBe(
      'feedback.notApplicable.noJobDescription',
    );
    expect(
      jobTermsMetric(tokens, 'Hello there.', 'We are looking for strong skills.').suggestion.key,
    ).toBe('feedback.notApplicable.noJobTerms');
  });
});
