import { RubricsScreen } from '../../../features/rubrics/rubrics-screen';

// Rubric Management: the organization's scorecards, their editor and a reviewer's preview
// (decision 043).
export function Component() {
  return <RubricsScreen />;
}
