import { useParams } from 'react-router';
import { CourseScreen } from '../../../features/academy/course-screen';

// A course open at one step: /apps/academy/:courseId/:step (docs/decisions/069-academy-screen.md).
export function Component() {
  const { courseId = '', step } = useParams();
  return <CourseScreen key={courseId} courseId={courseId} step={step} />;
}
