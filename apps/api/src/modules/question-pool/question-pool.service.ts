import type { QuestionPoolStatus } from '@rehearse/contracts/question-pool';
import type { Db } from '../../db/db';

// The pool's cache lives with one app instance (createApp makes it), so two apps in one
// process (tests, workers) never share or leak state through a module-level variable.
export type QuestionPoolCache = {
  warming: Promise<{ questions: number; warmedAt: string }> | undefined;
};

export const createQuestionPoolCache = (): QuestionPoolCache => ({ warming: undefined });

// There is no question table yet (the quiz issue adds it), so the honest count is 0; the quiz
// work replaces this with the real load. Concurrent first calls share one warming run.
async function loadQuestions(_db: Db): Promise<number> {
  return Promise.resolve(0);
}

export async function initQuestionPool(
  db: Db,
  cache: QuestionPoolCache,
): Promise<QuestionPoolStatus> {
  const alreadyWarm = cache.warming !== undefined;
  cache.warming ??= loadQuestions(db).then((questions) => ({
    questions,
    warmedAt: new Date().toISOString(),
  }));
  try {
    const { questions, warmedAt } = await cache.warming;
    return { ready: true, questions, warmedAt, alreadyWarm };
  } catch (error) {
    // A failed warm-up is retried by the next call instead of being remembered.
    cache.warming = undefined;
    throw error;
  }
}
