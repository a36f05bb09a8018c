import { describe, expect, it } from 'vitest';
import { tokenize } from './text';
import { isPointCovered, talkingPointsMetric } from './talking-points';
import { MAX_JOB_TERMS, jobTermsMetric } from './job-terms';
import { recogniseJobTerms } from './job-vocabulary';
import { FIXTURE_BANK } from './fixture-answers';
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
  const metricFor = (answer: string, jd: string) =>
    jobTermsMetric(tokenize(answer).tokens, answer, recogniseJobTerms(jd));

  it('counts an answer that names a term by another alias ("Kubernetes" for "k8s")', () => {
    const jd = 'Run our services on k8s with Postgres and golang; own the CI/CD pipelines.';
    const answer =
      'I migrated twelve Go services to Kubernetes and moved PostgreSQL to a managed cluster.';
    const metric = metricFor(answer, jd);
    expect(metric.details).toEqual({
      // In the description's order of salience: k8s, Postgres, golang, CI/CD.
      matched: ['Kubernetes', 'PostgreSQL', 'Go'],
      missing: ['CI/CD'],
    });
    expect(metric.value).toBe(75);
    expect(metric.evidence.map((e) => answer.slice(e.start, e.end))).toEqual([
      'Go',
      'Kubernetes',
      'PostgreSQL',
    ]);
  });

  it('does not count an everyday word as the technology it also names', () => {
    const jd = 'We build the web app in React and Swift.';
    const answer = 'I had to react quickly when the swift change of plan came.';
    expect(metricFor(answer, jd).details).toEqual({ matched: [], missing: ['React', 'Swift'] });
  });

  it('counts at most MAX_JOB_TERMS terms, the most salient', () => {
    const jd = [
      'Kafka, Kafka, Kafka. gRPC, gRPC. Terraform, Prometheus, OpenTelemetry, Python, Java,',
      'Scala, Rust, Kotlin, Ruby, Elixir, Haskell, Clojure, Erlang.',
    ].join(' ');
    const metric = metricFor('I ran Kafka.', jd);
    const all = [...metric.details!.matched, ...metric.details!.missing];
    expect(all).toHaveLength(MAX_JOB_TERMS);
    expect(all.slice(0, 2)).toEqual(['Apache Kafka', 'gRPC']);
  });

  it('does not apply without a job description or without terms in it', () => {
    const { tokens } = tokenize('Hello there.');
    expect(jobTermsMetric(tokens, 'Hello there.', undefined).suggestion.key).toBe(
      'feedback.notApplicable.noJobDescription',
    );
    expect(
      jobTermsMetric(tokens, 'Hello there.', recogniseJobTerms('We are looking for strong skills.'))
        .suggestion.key,
    ).toBe('feedback.notApplicable.noJobTerms');
  });
});
