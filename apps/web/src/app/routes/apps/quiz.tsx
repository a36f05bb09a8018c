import { QuizSetupScreen } from '../../../features/quiz/components/setup/quiz-setup-screen';

// Assess Knowledge: set up a quiz, or take one chosen for the candidate.
export function Component() {
  return <QuizSetupScreen />;
}
