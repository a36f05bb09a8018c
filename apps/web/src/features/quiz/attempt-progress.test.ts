import type { Attempt, AttemptQuestion, Grading } from '@rehearse/contracts/quizzes';
import { describe, expect, it } from 'vitest';
import {
  currentPracticeQuestion,
  examProgress,
  nextSelection,
  optionVerdict,
  questionOutcome,
  ratingBarPercent,
  ratingChanges,
  timeBars,
} from './attempt-progress';

const grading = (over: Partial<Grading> = {}): Grading => ({
  correct: false,
  late: false,
  correctOptionIds: ['b'],
  options: [],
  ratingChange: {},
  ...over,
});

const question = (position: number, over: Partial<AttemptQuestion> = {}): AttemptQuestion => ({
  position,
  skill: 'react',
  question: {
    id: `q${position}`,
    kind: 'single',
    prompt: 'Prompt',
    difficulty: 2,
    timeGuideSeconds: 60,
    skills: ['react'],
    roles: [],
    competency: null,
    category: null,
    options: [
      { id: 'a', text: 'A' },
      { id: 'b', text: 'B' },
    ],
    custom: false,
  },
  selected: null,
  flagged: false,
  bookmarked: false,
  shownAt: null,
  dueAt: null,
  timeSpentMs: null,
  grading: null,
  ...over,
});

const attempt = (questions: AttemptQuestion[]): Attempt => ({
  id: '00000000-0000-4000-8000-000000000000',
  mode: 'exam',
  source: 'custom',
  difficulty: 3,
  skills: ['react'],
  length: questions.length,
  status: 'in-progress',
  startedAt: '2025-01-01T00:00:00.000Z',
  deadlineAt: null,
  completedAt: null,
  serverNow: '2025-01-01T00:00:00.000Z',
  questions,
  results: null,
});

describe('nextSelection', () => {
  it('replaces the choice of a single or true/false question', () => {
    expect(nextSelection('single', ['a', 'b'], ['a'], 'b')).toEqual(['b']);
    expect(nextSelection('true-false', ['a', 'b'], [], 'a')).toEqual(['a']);
  });

  it('toggles multiple choice and keeps the options in their order', () => {
    expect(nextSelection('multiple', ['a', 'b', 'c'], ['c'], 'a')).toEqual(['a', 'c']);
    expect(nextSelection('multiple', ['a', 'b', 'c'], ['a', 'c'], 'c')).toEqual(['a']);
  });
});

describe('attempt progress', () => {
  it('finds the practice question shown last, whatever the order', () => {
    const a = attempt([question(1), question(0), question(2, { selected: ['a'] })]);
    expect(currentPracticeQuestion(a)?.position).toBe(2);
    expect(currentPracticeQuestion(attempt([]))).toBeUndefined();
  });

  it('counts answered, unanswered and flagged exam questions', () => {
    const a = attempt([
      question(0, { selected: ['a'] }),
      question(1, { flagged: true }),
      question(2, { selected: ['b'], flagged: true }),
    ]);
    expect(examProgress(a)).toEqual({ answered: 2, unanswered: 1, flagged: 2 });
  });
});

describe('grading views', () => {
  it('marks each option as chosen or missed, right or wrong', () => {
    const g = grading({ correctOptionIds: ['a', 'c'] });
    expect(optionVerdict(g, ['a', 'b'], 'a')).toBe('chosen-right');
    expect(optionVerdict(g, ['a', 'b'], 'b')).toBe('chosen-wrong');
    expect(optionVerdict(g, ['a', 'b'], 'c')).toBe('missed-right');
    expect(optionVerdict(g, null, 'd')).toBe('plain');
  });

  it('reads a late right answer as late, not correct', () => {
    expect(questionOutcome(question(0))).toBe('unanswered');
    expect(
      questionOutcome(question(0, { selected: ['b'], grading: grading({ correct: true }) })),
    ).toBe('correct');
    expect(
      questionOutcome(
        question(0, { selected: ['b'], grading: grading({ correct: true, late: true }) }),
      ),
    ).toBe('late');
    expect(questionOutcome(question(0, { selected: ['a'], grading: grading() }))).toBe('wrong');
  });

  it('lists rating changes largest first without zeros', () => {
    expect(
      ratingChanges(grading({ ratingChange: { react: 12, javascript: -20, sql: 0 } })),
    ).toEqual([
      { skill: 'javascript', change: -20 },
      { skill: 'react', change: 12 },
    ]);
  });
});

describe('bars', () => {
  it('scales a rating between level 1 and past level 5, never to nothing', () => {
    expect(ratingBarPercent(1000)).toBe(50);
    expect(ratingBarPercent(1400)).toBe(90);
    expect(ratingBarPercent(200)).toBe(2);
    expect(ratingBarPercent(2000)).toBe(100);
  });

  it('scales times to the longest question', () => {
    const bars = timeBars([
      question(0, { timeSpentMs: 30_000 }),
      question(1, { timeSpentMs: 60_000 }),
      question(2),
    ]);
    expect(bars.map((b) => b.percent)).toEqual([50, 100, 0]);
    expect(timeBars([question(0)])[0]!.percent).toBe(0);
  });
});
