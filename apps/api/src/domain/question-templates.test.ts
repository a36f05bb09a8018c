import { describe, expect, it } from 'vitest';
import { recogniseJobTerms } from '@rehearse/feedback/job-vocabulary';
import { fillFor, fillQuestion, isTemplate, placeholdersOf } from './question-templates';

const template = {
  prompt: 'Tell me about a time you ran {technology} in production.',
  modelAnswer: ['How {technology} fitted in.'],
  talkingPoints: ['Specific about {technology}'],
  searchText: '',
  public: { prompt: 'Tell me about a time you ran {technology} in production.' },
};

describe('question templates', () => {
  it('knows a template by its placeholders', () => {
    expect(placeholdersOf('Design {datastore} for {domain}, then {datastore} again')).toEqual([
      'datastore',
      'domain',
    ]);
    expect(isTemplate({ prompt: 'What is a closure? {not a placeholder}' })).toBe(false);
  });

  it('fills every text with the most salient fitting term, and the public prompt too', () => {
    const terms = recogniseJobTerms('We write Go. Kafka, Kafka and Terraform on AWS.');
    const fill = fillFor(template, terms, new Set())!;
    // Go is a language, not something run in production; Kafka is named most.
    expect(fill).toEqual({ technology: 'Apache Kafka' });
    const filled = fillQuestion(template, fill);
    expect([
      filled.prompt,
      filled.public.prompt,
      ...filled.modelAnswer,
      ...filled.talkingPoints,
    ]).toEqual([
      'Tell me about a time you ran Apache Kafka in production.',
      'Tell me about a time you ran Apache Kafka in production.',
      'How Apache Kafka fitted in.',
      'Specific about Apache Kafka',
    ]);
    // A term another template took is not used twice.
    expect(fillFor(template, terms, new Set(['Apache Kafka']))).toEqual({
      technology: 'Terraform',
    });
  });

  it('is never filled with nothing: no fitting term, no question', () => {
    expect(
      fillFor(template, recogniseJobTerms('We write Go and care about code review.'), new Set()),
    ).toBeUndefined();
    expect(fillFor(template, [], new Set())).toBeUndefined();
  });
});
