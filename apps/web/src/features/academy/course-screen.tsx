import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { CourseWithSteps } from '@rehearse/contracts/academy';
import { useConfirm } from '../../components/confirmation/use-confirm';
import { QueryErrorState } from '../../components/error-state';
import { ScreenTitle } from '../../components/screen-title';
import { paths } from '../../config/paths';
import { categoriesQueryOptions, courseQueryOptions } from './api/academy.queries';
import { useSaveProgress } from './api/progress-mutation';
import { CourseStepsList, CourseStepsMenu } from './components/course-steps-nav';
import { StepArticle } from './components/step-article';
import { listSearchOf } from './course-filters';
import { finishedProgress, isFinished, parseStep, progressAt, resumeStep } from './course-progress';

const backLink = (label: string, listSearch: string) => (
  <Button
    component={RouterLink}
    to={paths.apps.academy.getHref(listSearch)}
    startIcon={<ArrowBack />}
    sx={{ mb: 1 }}
  >
    {label}
  </Button>
);

// A course (/apps/academy/:courseId/:step): the step in the address, its neighbours, and the
// user's progress, saved as they move; without a (valid) step it opens where they left off.
export function CourseScreen({ courseId, step }: { courseId: string; step?: string }) {
  const { t } = useTranslation();
  const { state } = useLocation();
  const listSearch = listSearchOf(state);
  const query = useQuery(courseQueryOptions(courseId));
  if (query.isError) {
    return (
      <>
        {backLink(t('academy.allCourses'), listSearch)}
        <ScreenTitle>{t('screens.academy')}</ScreenTitle>
        <QueryErrorState title={t('academy.courseFailed')} query={query} />
      </>
    );
  }
  if (!query.data) {
    return (
      <Box aria-busy="true" aria-label={t('academy.loadingCourse')}>
        {backLink(t('academy.allCourses'), listSearch)}
        <Skeleton variant="text" width="60%" height={56} />
        <Skeleton variant="rounded" height={360} sx={{ mt: 2 }} />
      </Box>
    );
  }
  const course = query.data;
  const number = parseStep(step, course.steps.length);
  if (number === null) {
    return (
      <Navigate
        replace
        state={state}
        to={paths.apps.academyCourse.getHref(course.id, resumeStep(course))}
      />
    );
  }
  return <CourseView course={course} number={number} listSearch={listSearch} />;
}

function CourseView({
  course,
  number,
  listSearch,
}: {
  course: CourseWithSteps;
  number: number;
  listSearch: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  const save = useSaveProgress(course.id);
  const categories = useQuery(categoriesQueryOptions());
  const finished = isFinished(course);
  const total = course.steps.length;
  const done = Math.min(course.progress.currentStep, total);
  const category = categories.data?.find((c) => c.slug === course.category)?.title;

  // Moving saves where the user is, unless they are reviewing a finished course.
  const move = (to: number) => {
    if (to === number) return;
    void navigate(paths.apps.academyCourse.getHref(course.id, to), { state: { listSearch } });
    if (!finished) save.mutate({ progress: progressAt(to, course.progress), action: 'move' });
  };
  const finish = () => save.mutate({ progress: finishedProgress(course), action: 'finish' });
  const restart = async () => {
    const answer = await confirm({
      title: t('academy.restartConfirm.title'),
      message: t('academy.restartConfirm.message', { title: course.title }),
      icon: { name: 'help', color: 'primary' },
      actions: { confirm: { label: t('academy.restart'), color: 'primary' } },
    });
    if (answer !== 'confirmed') return;
    save.mutate({ progress: { ...course.progress, currentStep: 0 }, action: 'restart' });
    void navigate(paths.apps.academyCourse.getHref(course.id, 1), { state: { listSearch } });
  };
  const nav = { steps: course.steps, active: number, done: finished ? total : done };
  const step = course.steps[number - 1]!;

  return (
    <>
      {backLink(t('academy.allCourses'), listSearch)}
      <ScreenTitle>{course.title}</ScreenTitle>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: -2, mb: 2 }}>
        <Chip size="small" label={category ?? course.category} />
        <Chip
          size="small"
          variant="outlined"
          label={t('academy.duration', { count: course.duration })}
        />
        {course.progress.completed > 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('academy.completedTimes', { count: course.progress.completed })}
          </Typography>
        )}
      </Box>
      <Box sx={{ mb: 3, maxWidth: 480 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {t('academy.stepsDone', { done: nav.done, total })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={total ? (nav.done / total) * 100 : 0}
          color={finished ? 'success' : 'primary'}
          aria-label={t('academy.progressOf', { title: course.title })}
        />
      </Box>
      {finished && (
        <Alert
          severity="success"
          role="status"
          sx={{ mb: 3 }}
          action={
            <Button color="inherit" size="small" onClick={() => void restart()}>
              {t('academy.restart')}
            </Button>
          }
        >
          {t('academy.finishedNote')}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '300px minmax(0, 1fr)' },
        }}
      >
        {wide ? (
          <CourseStepsList {...nav} onSelect={move} />
        ) : (
          <CourseStepsMenu {...nav} onSelect={move} />
        )}
        <StepArticle
          step={step}
          total={total}
          canFinish={!finished}
          onMove={move}
          onFinish={finish}
          onLeave={() => void navigate(paths.apps.academy.getHref(listSearch))}
        />
      </Box>
    </>
  );
}
