import { DemoScreen } from '../../../features/support/demo/demo-screen';

// Demo Videos: guided tours over each tool's screen and video walkthroughs (open to everyone).
export function Component() {
  return <DemoScreen />;
}
