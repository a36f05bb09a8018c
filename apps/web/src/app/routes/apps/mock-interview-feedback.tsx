import { MockFeedbackScreen } from '../../../features/interviews/mock/feedback/mock-feedback-screen';

// A finished mock interview's feedback (?interview=<id>).
export function Component() {
  return <MockFeedbackScreen />;
}
