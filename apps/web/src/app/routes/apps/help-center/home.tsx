import { HelpCenterHomeScreen } from '../../../../features/help-center/help-center-home-screen';

// The help centre's home (docs/decisions/068-help-center-screen.md).
export function Component() {
  return <HelpCenterHomeScreen />;
}
