import { describe, expect, it } from 'vitest';
import { tokenize } from './text';
import { relevanceMetric } from './relevance';
import { buildContentBank, referenceOf } from './vocabulary';
import { FIXTURE_BANK, strongStar, typedTechnical } from './fixture-answers';

// Relevance against the fixture bank (four real bank questions), on real answers.
describe('relevance', () => {
  const bank = buildContentBank(FIXTURE_BANK);
  const reference = (id: string) => bank.references.find((r) => r.id === id) ?? null;
  const SQL_ANSWER =
    'First I would confirm which query is slow with pg_stat_statements, then run EXPLAIN ' +
    'ANALYZE and read the plan. Usually the fix is a composite or partial index that matches ' +
    'the filter, or keyset pagination instead of OFFSET. I would also check that statistics ' +
    'are current and vacuum keeps up.';

  it('rates an answer to the question good and highlights its words on the question', () => {
    const { tokens } = tokenize(SQL_ANSWER);
    const metric = relevanceMetric(tokens, reference('open-be-slow-sql-query'), bank);
    expect(metric.status).toBe('good');
    expect(metric.value).toBeGreaterThanOrEqual(80);
    expect(metric.details).toMatchObject({ closeness: 100, closerQuestion: null });
    const highlighted = metric.evidence.map((e) => SQL_ANSWER.slice(e.start, e.end));
    expect(highlighted).toEqual(expect.arrayContaining(['query', 'plan', 'index', 'pagination']));
    expect(metric.evidence.every((e) => e.label === 'onTopic')).toBe(true);
  });

  it('rates a good answer to another question needs-work and names the closer question', () => {
    // The teammate story, given to the slow-query question.
    const { tokens } = tokenize(strongStar.transcript);
    const metric = relevanceMetric(tokens, reference('open-be-slow-sql-query'), bank);
    expect(metric.status).toBe('needs-work');
    expect(metric.value).toBeLessThan(60);
    expect(metric.details?.closerQuestion).toBe(FIXTURE_BANK[0].prompt);
    expect(metric.suggestion).toEqual({
      key: 'feedback.metrics.relevance.suggestion.closer',
      params: { question: FIXTURE_BANK[0].prompt },
    });
    // The same story to its own question is on topic.
    const own = relevanceMetric(tokens, reference('beh-teamwork-helped-struggling-teammate'), bank);
    expect(own.status).toBe('good');
    expect(own.value).toBeGreaterThan((metric.value ?? 0) + 40);
  });

  it('compares with a question outside the bank from its prompt and points', () => {
    const custom = referenceOf(bank, {
      prompt: 'Explain closures in JavaScript.',
      talkingPoints: ['Captured variables outlive the outer function'],
      modelAnswer: [],
    });
    const onTopic = relevanceMetric(tokenize(typedTechnical.transcript).tokens, custom, bank);
    const offTopic = relevanceMetric(tokenize(SQL_ANSWER).tokens, custom, bank);
    expect(onTopic.status).not.toBe('needs-work');
    expect(offTopic.status).toBe('needs-work');
  });

  it('does not apply to an empty answer or without a question', () => {
    expect(relevanceMetric([], reference('js-closures'), bank).suggestion.key).toBe(
      'feedback.notApplicable.empty',
    );
    expect(relevanceMetric(tokenize('Hello.').tokens, null, bank).suggestion.key).toBe(
      'feedback.notApplicable.noQuestion',
    );
  });
});
