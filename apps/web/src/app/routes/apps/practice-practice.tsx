import { PracticeQuestionScreen } from '../../../features/interviews/practice/practice-question-screen';

// One practice question (?question=<id>), answered as often as the candidate likes.
export function Component() {
  return <PracticeQuestionScreen />;
}
