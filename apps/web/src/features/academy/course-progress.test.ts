import { describe, expect, it } from 'vitest';
import { isFinished, parseStep, resumeStep, stageOf } from './course-progress';

const course = (currentStep: number, completed = 0) => ({
  totalSteps: 11,
  progress: { currentStep, completed },
});

describe('a course progress on screen', () => {
  it('opens at the first step not done, or at step 1 to review a finished course', () => {
    expect(resumeStep(course(0))).toBe(1);
    expect(resumeStep(course(4))).toBe(5);
    expect(resumeStep(course(10))).toBe(11);
    expect(resumeStep(course(11, 1))).toBe(1);
  });

  it('is finished only at the end: a restarted course is in progress again', () => {
    expect(isFinished(course(11, 1))).toBe(true);
    expect(isFinished(course(0, 3))).toBe(false);
    expect([course(0), course(0, 3), course(3), course(11, 1)].map(stageOf)).toEqual([
      'start',
      'start',
      'continue',
      'review',
    ]);
  });

  it('takes only a whole step number within the course from the address', () => {
    expect(
      ['1', '11', '0', '12', '-1', '2.5', 'abc', undefined].map((s) => parseStep(s, 11)),
    ).toEqual([1, 11, null, null, null, null, null, null]);
  });
});
