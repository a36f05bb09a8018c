import { describe, expect, it } from 'vitest';
import en from '../../../apps/web/public/i18n/en.json';
import tr from '../../../apps/web/public/i18n/tr.json';
import type { AnswerInput } from './types';
import { EVIDENCE_LABELS, METRIC_IDS, METRIC_STATUSES, METRIC_UNITS } from './types';
import { NOT_APPLICABLE_REASONS, SUGGESTIONS, targetOf } from './scoring';
import { recogniseJobTerms } from './job-vocabulary';
import { analyzeAnswerWithContent, buildContentBank } from './content';
import * as fixtures from './fixture-answers';

// The web shows every key this package produces from apps/web/public/i18n/{en,tr}.json, under
// the "feedback" key: these tests keep the two in step.

type Texts = { [key: string]: string | Texts };
const LANGUAGES = { en: en as Texts, tr: tr as Texts };

const lookup = (texts: Texts, key: string): string | Texts | undefined =>
  key
    .split('.')
    .reduce<string | Texts | undefined>(
      (node, part) => (node && typeof node === 'object' ? node[part] : undefined),
      texts,
    );
const text = (texts: Texts, key: string) => {
  const found = lookup(texts, key);
  return typeof found === 'string' ? found : undefined;
};
// i18next picks key_one / key_other when a `count` is given.
const forms = (texts: Texts, key: string, counted: boolean) =>
  counted ? [text(texts, `${key}_one`), text(texts, `${key}_other`)] : [text(texts, key)];
const placeholders = (s: string) => [...s.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

function leaves(node: Texts, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(node)) {
    if (typeof v === 'string') out.set(prefix + k, v);
    else for (const [kk, vv] of leaves(v, `${prefix + k}.`)) out.set(kk, vv);
  }
  return out;
}

describe.each(Object.entries(LANGUAGES))('%s texts', (_, texts) => {
  it('label, target and how-computed text for every metric, targets naming only finite sides', () => {
    for (const id of METRIC_IDS) {
      for (const field of ['label', 'target', 'how']) {
        expect(text(texts, `feedback.metrics.${id}.${field}`), `${id}.${field}`).toBeTruthy();
      }
      const target = text(texts, `feedback.metrics.${id}.target`) as string;
      const sides = Object.keys(targetOf(id));
      expect(placeholders(target).length, id).toBeGreaterThan(0);
      for (const side of placeholders(target)) expect(sides, `${id} {{${side}}}`).toContain(side);
    }
  });

  it('every suggestion, not-applicable reason, status, unit and evidence label', () => {
    for (const id of METRIC_IDS) {
      for (const name of SUGGESTIONS[id]) {
        const key = `feedback.metrics.${id}.suggestion.${name}`;
        const bare = text(texts, key) !== undefined;
        for (const form of forms(texts, key, !bare)) expect(form, key).toBeTruthy();
      }
    }
    for (const reason of NOT_APPLICABLE_REASONS) {
      expect(text(texts, `feedback.notApplicable.${reason}`), reason).toBeTruthy();
    }
    for (const status of METRIC_STATUSES)
      expect(text(texts, `feedback.status.${status}`)).toBeTruthy();
    for (const unit of METRIC_UNITS) {
      expect(placeholders(text(texts, `feedback.units.${unit}`) ?? ''), unit).toEqual(['value']);
    }
    for (const label of EVIDENCE_LABELS)
      expect(text(texts, `feedback.evidence.${label}`)).toBeTruthy();
  });

  it('interpolates exactly the params each produced suggestion carries', () => {
    // The fixtures, and an answer that misses its talking point and job terms and repeats itself.
    const inputs = [
      ...Object.values(fixtures).filter((v) => typeof v === 'object' && 'transcript' in v),
      {
        transcript:
          'We deployed the service. The deploy failed, so I deploy again. Deploying is hard; ' +
          'deploys fail. The service logs helped. The service team helped me with service logs.',
        talkingPoints: ['Measured the outcome with numbers'],
        jobTerms: recogniseJobTerms('Kubernetes and Terraform.'),
      },
      // Off topic: a good answer to another bank question, and one about nothing in the bank.
      { transcript: fixtures.strongStar.transcript, questionId: 'open-be-slow-sql-query' },
      {
        transcript: 'I like painting landscapes with my grandmother at weekends.',
        questionId: 'open-be-slow-sql-query',
      },
    ];
    expect(inputs).toHaveLength(10);
    const bank = buildContentBank(fixtures.FIXTURE_BANK);
    const keys = new Set<string>();
    for (const input of inputs) {
      for (const m of analyzeAnswerWithContent(input as AnswerInput, bank).metrics) {
        keys.add(m.suggestion.key);
        const params = m.suggestion.params ?? {};
        const counted = 'count' in params && text(texts, m.suggestion.key) === undefined;
        for (const form of forms(texts, m.suggestion.key, counted)) {
          expect(form, m.suggestion.key).toBeTruthy();
          expect(placeholders(form as string), m.suggestion.key).toEqual(
            Object.keys(params).sort(),
          );
        }
      }
    }
    // Every suggestion that takes params was produced at least once above.
    for (const id of [
      'fillerWords',
      'hedges',
      'longPauses',
      'quantifiedClaims',
      'talkingPoints',
    ] as const) {
      expect(
        [...keys].some((k) => k.startsWith(`feedback.metrics.${id}.`) && !k.endsWith('good')),
      ).toBe(true);
    }
    expect(keys).toContain('feedback.metrics.jobTerms.suggestion.mention');
    expect(keys).toContain('feedback.metrics.wordRepetition.suggestion.vary');
    expect(keys).toContain('feedback.metrics.talkingPoints.suggestion.cover');
    expect(keys).toContain('feedback.metrics.relevance.suggestion.closer');
    expect(keys).toContain('feedback.metrics.relevance.suggestion.address');
    expect(keys).toContain('feedback.metrics.specificity.suggestion.addDetails');
  });
});

it('English and Turkish have the same feedback keys and the same placeholders', () => {
  const english = leaves(lookup(LANGUAGES.en, 'feedback') as Texts);
  const turkish = leaves(lookup(LANGUAGES.tr, 'feedback') as Texts);
  expect([...turkish.keys()].sort()).toEqual([...english.keys()].sort());
  for (const [key, value] of english) {
    expect(placeholders(turkish.get(key) as string), key).toEqual(placeholders(value));
    // Translated, unless nothing but placeholders and signs ("{{score}} / 100").
    if (/\p{L}/u.test(value.replace(/{{\w+}}/g, ''))) expect(turkish.get(key), key).not.toBe(value);
  }
});
