import { QuizAttemptScreen } from '../../../features/quiz/components/quiz-attempt-screen';

// The quiz player (?attempt=<id>): practice or exam while in progress, the results once done.
export function Component() {
  return <QuizAttemptScreen />;
}
