import { MockSetupScreen } from '../../../features/interviews/mock/mock-setup-screen';

// Mock Interviews: set one up, check the devices, start; past interviews below.
export function Component() {
  return <MockSetupScreen />;
}
