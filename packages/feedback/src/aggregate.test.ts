import { describe, expect, it } from 'vitest';
import { analyzeAnswer } from './analyze-answer';
import { aggregate } from './aggregate';
import { ramblingFillers, strongStar, weOnly } from './fixture-answers';

describe('aggregate over a whole interview', () => {
  const interview = aggregate([strongStar, ramblingFillers, weOnly].map(analyzeAnswer));

  it('averages the question scores and names the weakest question', () => {
    expect(interview.questionScores).toEqual([100, 47, 74]);
    // (100 + 47 + 74) / 3 = 73.7.
    expect(interview.score).toBe(74);
    expect(interview.weakestQuestionIndex).toBe(1);
  });

  it('ranks the three most useful improvements by mean gain across questions', () => {
    // star: (14×100/78 + 14×25/78) / 3 = 7.48; fillers: 14×100/78 / 3 = 5.98;
    // word count: (8×48/78 + 8×62/78) / 3 = 3.76. Every other metric gains less.
    expect(interview.improvements).toEqual([
      { id: 'star', gain: 7.5, questions: [1, 2] },
      { id: 'fillerWords', gain: 6, questions: [1] },
      { id: 'wordCount', gain: 3.8, questions: [1, 2] },
    ]);
  });

  it('calls a strength what averages 90 or more where it applied, heaviest first', () => {
    expect(interview.strengths).toEqual(['talkingPoints', 'hedges', 'wordRepetition']);
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
