import { MockRunScreen } from '../../../features/interviews/mock/run/mock-run-screen';

// A mock interview run (?interview=<id>).
export function Component() {
  return <MockRunScreen />;
}
