import { describe, expect, it } from 'vitest';
import {
  interviewRunHref,
  practiceQuestionHref,
  quizAttemptHref,
  quizSkillHref,
} from './workspace-hrefs';

describe('workspace links into the tools', () => {
  it('carries the parameters the tool screens read, encoded', () => {
    expect(quizSkillHref('data-structures-algorithms')).toBe(
      '/apps/quiz?skill=data-structures-algorithms',
    );
    expect(quizAttemptHref('a1')).toBe('/apps/quiz/practice?attempt=a1');
    expect(interviewRunHref('i 2')).toBe('/apps/mock-interview/practice?interview=i+2');
    expect(practiceQuestionHref('q&a')).toBe('/apps/practice/practice?question=q%26a');
  });
});
