import { QuestionLibraryScreen } from '../../../features/question-library/question-library-screen';

// Interview Questions: the organization's question library and the shipped bank (decision 043).
export function Component() {
  return <QuestionLibraryScreen />;
}
