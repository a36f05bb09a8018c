import { CoursesScreen } from '../../../features/academy/courses-screen';

// The Academy's course list at /apps/academy (docs/decisions/069-academy-screen.md).
export function Component() {
  return <CoursesScreen />;
}
