import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  courseSchema,
  type Course,
  type CourseProgress,
  type CourseWithSteps,
} from '@rehearse/contracts/academy';
import { useToast } from '../../../components/toast/use-toast';
import { apiClient } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { academyKeys, base } from './academy.queries';

// What the user did, for the rollback toast (academy.failed.<action>).
export type ProgressAction = 'move' | 'finish' | 'restart';
type Vars = { progress: CourseProgress; action: ProgressAction };

// Saves the caller's progress through one course (`progress` is what the screen shows at once;
// a finish sends only the course). The open course and the course list show it at
// once; a refusal puts both back and says so. Both are fetched again once the last save in flight
// has settled, so an earlier answer never overwrites a later step.
export function useSaveProgress(courseId: string) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const errorText = useErrorText();
  const { t } = useTranslation();
  const courseKey = academyKeys.course(courseId);
  const listKey = academyKeys.courses();
  const mutationKey = [...courseKey, 'progress'];

  const setProgress = (progress: CourseProgress) => {
    queryClient.setQueryData(courseKey, (course: CourseWithSteps | undefined) =>
      course ? { ...course, progress } : course,
    );
    queryClient.setQueryData(listKey, (courses: Course[] | undefined) =>
      courses?.map((course) => (course.id === courseId ? { ...course, progress } : course)),
    );
  };

  return useMutation({
    mutationKey,
    // Finishing has its own call so the server, not this tab's copy, counts the finish.
    mutationFn: ({ progress, action }: Vars) =>
      action === 'finish'
        ? apiClient.post(`${base}/courses/course/finish`, courseSchema, { body: { id: courseId } })
        : apiClient.patch(`${base}/courses/course/progress`, courseSchema, {
            body: { id: courseId, ...progress },
          }),
    onMutate: async ({ progress }: Vars) => {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: courseKey }),
        queryClient.cancelQueries({ queryKey: listKey }),
      ]);
      const previous =
        queryClient.getQueryData<CourseWithSteps>(courseKey)?.progress ??
        queryClient.getQueryData<Course[]>(listKey)?.find((c) => c.id === courseId)?.progress;
      setProgress(progress);
      return { previous };
    },
    onError: (error, { action }, context) => {
      if (context?.previous) setProgress(context.previous);
      toast({
        severity: 'error',
        message: t(`academy.failed.${action}`, { reason: errorText(error) }),
      });
    },
    onSettled: async () => {
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: courseKey }),
        queryClient.invalidateQueries({ queryKey: listKey }),
      ]);
    },
  });
}
