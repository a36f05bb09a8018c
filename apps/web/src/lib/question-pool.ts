import { successEnvelope } from '@rehearse/contracts/envelope';
import { questionPoolStatusSchema } from '@rehearse/contracts/question-pool';
import { apiClient } from './api-client';

let started: Promise<void> | undefined;

// Once per app load, when signed in, the app asks the question-pool service to warm its cache
// (decisions 010 and 015). Nothing waits for it; a failure is logged and the next signed-in
// navigation tries again.
export function initQuestionPoolOnce(): Promise<void> {
  started ??= apiClient
    .post('/api/question-pool/init', successEnvelope(questionPoolStatusSchema))
    .then(() => undefined)
    .catch((error: unknown) => {
      console.error('Warming the question pool failed', error);
      started = undefined;
    });
  return started;
}
