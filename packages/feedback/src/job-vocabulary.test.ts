import { describe, expect, it } from 'vitest';
import {
  HELD_OUT_JOB_DESCRIPTIONS,
  JOB_DESCRIPTIONS,
  overallScore,
  scoreRecognition,
} from './fixture-job-descriptions';
import { JOB_VOCABULARY_SIZE, recogniseJobTerms, vocabularyName } from './job-vocabulary';

const names = (text: string) => recogniseJobTerms(text).map((t) => t.name);

describe('the shipped vocabulary', () => {
  it('holds thousands of terms, with aliases for the usual short forms', () => {
    expect(JOB_VOCABULARY_SIZE).toBeGreaterThan(2000);
    expect(
      ['k8s', 'golang', 'postgres', 'nodejs', 'node', 'PCI-DSS', 'on call', 'OTel'].map(
        vocabularyName,
      ),
    ).toEqual([
      'Kubernetes',
      'Go',
      'PostgreSQL',
      'Node.js',
      'Node.js',
      'PCI DSS',
      'on-call',
      'OpenTelemetry',
    ]);
  });
});

describe('recogniseJobTerms', () => {
  it('finds spellings with punctuation, multiword terms and aliases, by canonical name', () => {
    expect(
      names(
        'Services in Node.js, C++, C# and .NET; CI/CD on GitHub Actions; k8s, Postgres and ' +
          'Apache Kafka; PCI-DSS and SOC 2; machine learning; on-call.',
      ),
    ).toEqual([
      'Node.js',
      'C++',
      'C#',
      '.NET',
      'GitHub Actions',
      'Kubernetes',
      'PostgreSQL',
      'Apache Kafka',
      'PCI DSS',
      'SOC 2',
      'CI/CD',
      'machine learning',
      'on-call',
    ]);
  });

  it('gives each term its kind, group and bank skills, most often named first', () => {
    const [kafka, payments, pci] = recogniseJobTerms(
      'Kafka for payments. More Kafka, PCI DSS and payments.',
    );
    expect(kafka).toMatchObject({ name: 'Apache Kafka', kind: 'technology', count: 2 });
    expect(kafka!.group).toBe('messaging');
    expect(kafka!.skills).toContain('system-design');
    expect(payments).toMatchObject({ kind: 'domain', count: 2 });
    expect(pci).toMatchObject({ name: 'PCI DSS', group: 'compliance', count: 1 });
  });

  it('does not take everyday words for the technologies they also name', () => {
    expect(
      names(
        'You react quickly, go the extra mile and express ideas clearly. This spring we grow; ' +
          'rust never sleeps and a swift reply helps. R&D and C-level experience welcome.',
      ),
    ).toEqual([]);
  });

  it('takes them when written as names or listed with other technologies', () => {
    expect(
      names('We write Rust and Swift. Our stack: Go, Kubernetes and react with Redux.'),
    ).toEqual(['Rust', 'Swift', 'Go', 'Kubernetes', 'React', 'Redux']);
    expect(names('Spring Boot services, with express and Node.js.')).toEqual([
      'Spring Boot',
      'Express',
      'Node.js',
    ]);
  });

  it('reads nothing into a title-case heading or a location', () => {
    expect(names('Senior Platform Engineer, Remote EU\n\nWhat You Will Do')).toEqual([]);
  });

  it('is deterministic', () => {
    const jd = JOB_DESCRIPTIONS[0]!.text;
    expect(recogniseJobTerms(jd)).toEqual(recogniseJobTerms(jd));
  });
});

describe('precision and recall on labelled job descriptions', () => {
  it.each(['backend-payments', 'sre', 'security-engineer', 'fullstack-ecommerce', 'qa-automation'])(
    '%s: precision and recall of at least 90 %%',
    (id) => {
      const score = scoreRecognition(JOB_DESCRIPTIONS.find((jd) => jd.id === id)!);
      expect(score.precision, `extra: ${score.extra.join(', ')}`).toBeGreaterThanOrEqual(0.9);
      expect(score.recall, `missed: ${score.missed.join(', ')}`).toBeGreaterThanOrEqual(0.9);
    },
  );

  it('all twenty: precision of at least 95 %, recall of at least 90 %', () => {
    const all = overallScore(JOB_DESCRIPTIONS.map(scoreRecognition));
    expect(all.precision).toBeGreaterThanOrEqual(0.95);
    expect(all.recall).toBeGreaterThanOrEqual(0.9);
  });

  it('held-out descriptions, never used for tuning: precision of at least 90 %, recall of at least 65 %', () => {
    const all = overallScore(HELD_OUT_JOB_DESCRIPTIONS.map(scoreRecognition));
    expect(all.precision).toBeGreaterThanOrEqual(0.9);
    expect(all.recall).toBeGreaterThanOrEqual(0.65);
  });
});
