import type { Course, CourseProgress } from '@rehearse/contracts/academy';

// What the stored progress means on screen (docs/decisions/069-academy-screen.md).
// `currentStep` counts the steps done: 0 = not started, totalSteps = at the end (finished).
// `completed` counts how many times the user finished the course; it stays when they restart.

type WithProgress = Pick<Course, 'totalSteps' | 'progress'>;

export const isFinished = ({ progress, totalSteps }: WithProgress) =>
  totalSteps > 0 && progress.currentStep >= totalSteps;

export type CourseStage = 'start' | 'continue' | 'review';

export function stageOf(course: WithProgress): CourseStage {
  if (isFinished(course)) return 'review';
  return course.progress.currentStep > 0 ? 'continue' : 'start';
}

// The step (1-based, as in the address) a course opens at: the first step not done yet, or the
// first step to review a finished course.
export function resumeStep(course: WithProgress): number {
  if (isFinished(course)) return 1;
  return Math.min(course.progress.currentStep, Math.max(course.totalSteps - 1, 0)) + 1;
}

// The progress stored when the user moves to `step` (1-based): the steps before it are done.
export const progressAt = (step: number, progress: CourseProgress): CourseProgress => ({
  ...progress,
  currentStep: step - 1,
});

export const finishedProgress = (course: WithProgress): CourseProgress => ({
  currentStep: course.totalSteps,
  completed: course.progress.completed + 1,
});

// The step in the address as a number within the course, or null when it is not one.
export function parseStep(raw: string | undefined, totalSteps: number): number | null {
  if (raw === undefined || !/^\d+$/.test(raw)) return null;
  const step = Number(raw);
  return step >= 1 && step <= totalSteps ? step : null;
}
