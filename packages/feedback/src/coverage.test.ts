import { describe, expect, it } from 'vitest';
import { tokenize } from './text';
import { isPointCovered, talkingPointsMetric } from './talking-points';
import { extractJobTerms, jobTermsMetric } from './job-terms';
import { FIXTURE_BANK, JOB_DESCRIPTION } from './fixture-answers';
import { buildContentBank } from './vocabulary';

// Talking points by meaning (server-only: reads WordNet through concepts.ts).
describe('talking points', () => {
  const bank = buildContentBank(FIXTURE_BANK);

  it('covers a point when the answer matches 30% of its weight with two of its words', () => {
    expect([
      isPointCovered(0.3, 2, 5),
      isPointCovered(0.29, 3, 5),
      isPointCovered(0.9, 1, 3),
    ]).toEqual([true, false, false]);
    expect(isPointCovered(0.5, 1, 1)).toBe(true);
  });

  it('matches by lemma and by WordNet synonym, and highlights the words that matched', () => {
    const text =
      'The customer was furious about the delay. I listened and acknowledged her frustration ' +
      'before suggesting anything. We went through the analyses with the client. Later I ' +
      'reduced the backlog.';
    const metric = talkingPointsMetric(
      tokenize(text).tokens,
      [
        'Listened and acknowledged before problem-solving',
        'Cut the backlog',
        'Walked through the analysis with the customer',
        'Followed up as promised',
        '  ',
      ],
      bank,
    );
    // The blank point has no terms and is left out: 3 of 4 covered.
    expect(metric.value).toBe(75);
    expect(metric.details).toEqual({
      matched: [
        {
          point: 'Listened and acknowledged before problem-solving',
          terms: ['listened', 'acknowledged'],
        },
        // "reduced" is a WordNet synonym of "cut"; "analyses" has the lemma "analysis".
        { point: 'Cut the backlog', terms: ['reduced ~ cut', 'backlog'] },
        {
          point: 'Walked through the analysis with the customer',
          terms: ['analyses', 'customer'],
        },
      ],
      missing: [{ point: 'Followed up as promised', terms: ['followed', 'promised'] }],
    });
    expect(metric.evidence.map((e) => text.slice(e.start, e.end))).toEqual([
      'customer',
      'listened',
      'acknowledged',
      'analyses',
      'reduced',
      'backlog',
    ]);
    expect(metric.status).toBe('good');
    // Under the 60% target the first missing point is suggested.
    const fewer = talkingPointsMetric(
      tokenize(text).tokens,
      ['Followed up as promised', 'Cut the backlog', 'Escalated with full context'],
      bank,
    );
    expect([fewer.value, fewer.status]).toEqual([33, 'fair']);
    expect(fewer.suggestion).toEqual({
      key: 'feedback.metrics.talkingPoints.suggestion.cover',
      params: { point: 'Followed up as promised' },
    });
  });

  it('counts a synonym as a quarter of a match, so one synonym alone covers nothing', () => {
    const point = ['Reduced the backlog and the queue'];
    const measure = (text: string) => talkingPointsMetric(tokenize(text).tokens, point, bank);
    expect(measure('We cut it.').value).toBe(0);
    expect(measure('We cut the backlog.').details?.matched).toEqual([
      { point: point[0], terms: ['cut ~ reduced', 'backlog'] },
    ]);
    // One of three words, however rare, is not enough.
    expect(measure('The backlog.').value).toBe(0);
  });

  it('does not apply without talking points', () => {
    expect(talkingPointsMetric(tokenize('Hello.').tokens, [], bank).suggestion.key).toBe(
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
