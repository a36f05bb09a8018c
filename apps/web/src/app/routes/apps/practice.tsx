import { PracticeListScreen } from '../../../features/interviews/practice/practice-list-screen';

// Practice Interviews: filter and pick a question.
export function Component() {
  return <PracticeListScreen />;
}
