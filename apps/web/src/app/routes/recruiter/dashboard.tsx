import { RecruiterDashboardScreen } from '../../../features/recruiter-dashboard/recruiter-dashboard-screen';

// The recruiter's dashboard (issue 15).
export function Component() {
  return <RecruiterDashboardScreen />;
}
