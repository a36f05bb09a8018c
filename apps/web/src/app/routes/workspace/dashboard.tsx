import { ProgressScreen } from '../../../features/workspace/progress/progress-screen';

// Progress Tracker: charts of quiz scores, skill levels, activity and answer feedback.
export function Component() {
  return <ProgressScreen />;
}
