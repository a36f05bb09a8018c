import { TasksScreen } from '../../../features/tasks/components/tasks-screen';

// Tasks: the list at /apps/tasks and the open task at /apps/tasks/:taskId (decision 065).
export function Component() {
  return <TasksScreen />;
}
