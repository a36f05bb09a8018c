import { describe, expect, it } from 'vitest';
import { analyzeAnswer } from './analyze-answer';
import { aggregate } from './aggregate';
import { ramblingFillers, strongStar, weOnly } from './fixture-answers';

describe('aggregate over a whole interview', () => {
  const interview = aggregate([strongStar, ramblingFillers, weOnly].map(analyzeAnswer));

  it('averages the question scores and names the weakest question', () => {
    expect(interview.questionScores).toEqual([100, 43, 77]);
    // (100 + 43 + 77) / 3 = 73.3.
    expect(interview.score).toBe(73);
    expect(interview.weakestQuestionIndex).toBe(1);
  });

  it('ranks the three most useful improvements by mean gain across questions', () => {
    // star: (10×100/60 + 10×25/60) / 3 = 6.94; fillers: 9×100/60 / 3 = 5;
    // specificity: 8×80/60 / 3 = 3.56. Every other metric gains less.
    expect(interview.improvements).toEqual([
      { id: 'star', gain: 6.9, questions: [1, 2] },
      { id: 'fillerWords', gain: 5, questions: [1] },
      { id: 'specificity', gain: 3.6, questions: [1] },
    ]);
  });

  it('calls a strength what averages 90 or more where it applied, heaviest first', () => {
    expect(interview.strengths).toEqual(['hedges', 'wordRepetition']);
    expect(interview.metrics.find((m) => m.id === 'hedges')).toEqual({
      id: 'hedges',
      applicable: 3,
      meanSubScore: 97,
    });
    expect(interview.metrics.find((m) => m.id === 'longPauses')).toEqual({
      id: 'longPauses',
      applicable: 0,
      meanSubScore: null,
    });
  });

  it('counts an empty answer as 0 and handles an interview with no answers', () => {
    const withEmpty = aggregate([analyzeAnswer(strongStar), analyzeAnswer({ transcript: '' })]);
    expect([withEmpty.score, withEmpty.weakestQuestionIndex]).toEqual([50, 1]);
    expect(aggregate([])).toMatchObject({
      score: 0,
      questionScores: [],
      strengths: [],
      improvements: [],
      weakestQuestionIndex: null,
    });
  });
});
