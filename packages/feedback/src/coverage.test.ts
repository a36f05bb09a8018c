import { describe, expect, it } from 'vitest';
import { tokenize } from './text';
import { isPointCovered, talkingPointsMetric } from './talking-points';
import { MAX_JOB_TERMS, jobTermsMetric } from './job-terms';
import { recogniseJobTerms } from './job-vocabulary';

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
