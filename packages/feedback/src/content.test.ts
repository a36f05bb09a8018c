import { describe, expect, it } from 'vitest';
import type { AnswerInput } from './types';
import { analyzeAnswer, metricOf as metric } from './analyze-answer';
import { analyzeAnswerWithContent, buildContentBank } from './content';
import { RELEVANCE_FLOOR } from './overall';
import { FIXTURE_BANK, strongStar, typedTechnical } from './fixture-answers';

// The server's analysis: analyzeAnswer plus relevance and talking points by meaning.
describe('analyzeAnswerWithContent', () => {
  const bank = buildContentBank(FIXTURE_BANK);
  const SQL = FIXTURE_BANK[2];

  it('a strong STAR answer to its own question: on topic, 4 of 5 talking points, 100', () => {
    const f = analyzeAnswerWithContent(strongStar, bank);
    expect([metric(f, 'relevance').value, metric(f, 'relevance').status]).toEqual([96, 'good']);
    expect(metric(f, 'talkingPoints').value).toBe(80);
    expect(metric(f, 'talkingPoints').details?.missing.map((p) => p.point)).toEqual([
      'Balanced helping with keeping their own commitments',
    ]);
    expect(f.score).toBe(100);
    // The same metrics as the browser's analysis otherwise.
    const browser = analyzeAnswer(strongStar);
    for (const m of f.metrics) {
      if (m.id !== 'relevance' && m.id !== 'talkingPoints')
        expect(m).toEqual(metric(browser, m.id));
    }
  });

  it('a typed technical answer: talking points matched by lemma and synonym', () => {
    const f = analyzeAnswerWithContent(typedTechnical, bank);
    expect(metric(f, 'talkingPoints').details?.matched[1]).toEqual({
      point: 'The variables live on after the outer function returns',
      // "keeps" is a WordNet synonym of "live" (as in "keep on"), "returned" a form of "return".
      terms: ['variables', 'keeps ~ live', 'function', 'returned'],
    });
    expect(metric(f, 'talkingPoints').details?.missing).toEqual([
      {
        point: 'Pitfall: retained memory and stale values in loops',
        terms: ['pitfall', 'retained', 'memory', 'stale', 'values', 'loops'],
      },
    ]);
    expect(metric(f, 'relevance').status).toBe('good');
  });

  it('the same strong answer given to another question scores clearly below: ≥ 25 points', () => {
    const offTopic: AnswerInput = {
      ...strongStar,
      questionId: SQL.id,
      prompt: SQL.prompt,
      talkingPoints: SQL.talkingPoints,
      modelAnswer: SQL.modelAnswer,
    };
    const on = analyzeAnswerWithContent(strongStar, bank);
    const off = analyzeAnswerWithContent(offTopic, bank);
    expect(metric(off, 'relevance').status).toBe('needs-work');
    expect(metric(off, 'talkingPoints').value).toBe(0);
    expect(on.score - off.score).toBeGreaterThanOrEqual(25);
    // Relevance sub-score 0: the weighted mean is halved.
    expect(metric(off, 'relevance').subScore).toBe(0);
    expect(off.score).toBeLessThanOrEqual(Math.ceil(100 * RELEVANCE_FLOOR));
    expect(off.improvements[0]).toBe('relevance');
  });

  it('without a question, relevance does not apply and the score is the plain mean', () => {
    const f = analyzeAnswerWithContent({ transcript: strongStar.transcript }, bank);
    expect(metric(f, 'relevance').suggestion.key).toBe('feedback.notApplicable.noQuestion');
    expect(metric(f, 'talkingPoints').suggestion.key).toBe(
      'feedback.notApplicable.noTalkingPoints',
    );
    expect(f.score).toBe(analyzeAnswer({ transcript: strongStar.transcript }).score);
  });
});
