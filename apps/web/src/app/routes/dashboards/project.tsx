import { ProjectScreen } from '../../../features/dashboards/project/project-screen';

// The project dashboard at /dashboards/project (decision 071).
export function Component() {
  return <ProjectScreen />;
}
