import { IconSetsScreen } from '../../../features/icon-sets/components/icon-sets-screen';

// The icon browser at /ui/icons/{set}?q= (decision 072).
export function Component() {
  return <IconSetsScreen />;
}
