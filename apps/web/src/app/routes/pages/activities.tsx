import { ActivitiesScreen } from '../../../features/activities/components/activities-screen';

// The activity feed at /pages/activities (decision 072).
export function Component() {
  return <ActivitiesScreen />;
}
