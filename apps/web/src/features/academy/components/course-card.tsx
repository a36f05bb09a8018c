import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import AccessTime from '@mui/icons-material/AccessTime';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Course } from '@rehearse/contracts/academy';
import { paths } from '../../../config/paths';
import { formatDisplayDate } from '../../../lib/date-formats';
import { useTimeZone } from '../../../lib/time-zone';
import { resumeStep, stageOf } from '../course-progress';
import type { FromList } from '../course-filters';

// One course in the list: what it is, how far the user got, and the way in (Start, Continue, or
// Review once finished).
export function CourseCard({
  course,
  categoryTitle,
  listSearch,
}: {
  course: Course;
  categoryTitle: string;
  // The list's filters, for the course's way back (course-screen.tsx).
  listSearch: string;
}) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const stage = stageOf(course);
  const titleId = `course-${course.id}-title`;
  const { currentStep, completed } = course.progress;
  const done = Math.min(currentStep, course.totalSteps);
  return (
    <Card
      component="li"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: 2.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip size="small" label={categoryTitle} />
        {stage === 'review' && (
          <Chip
            size="small"
            color="success"
            variant="outlined"
            icon={<CheckCircleOutlined />}
            label={t('academy.completed')}
          />
        )}
      </Box>
      <Typography id={titleId} variant="h6" component="h2">
        {course.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
        {course.description}
      </Typography>
      <Box
        component="p"
        sx={{ m: 0, display: 'flex', gap: 2, flexWrap: 'wrap', color: 'text.secondary' }}
      >
        <Typography
          variant="body2"
          component="span"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <AccessTime fontSize="small" aria-hidden />
          {t('academy.duration', { count: course.duration })}
        </Typography>
        <Typography variant="body2" component="span">
          {t('academy.updated', {
            date: formatDisplayDate(course.updatedAt, i18n.language, timeZone),
          })}
        </Typography>
      </Box>
      <Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {t('academy.stepsDone', { done, total: course.totalSteps })}
          {completed > 0 && ` · ${t('academy.completedTimes', { count: completed })}`}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={course.totalSteps ? (done / course.totalSteps) * 100 : 0}
          aria-label={t('academy.progressOf', { title: course.title })}
          color={stage === 'review' ? 'success' : 'primary'}
        />
      </Box>
      <Button
        component={RouterLink}
        to={paths.apps.academyCourse.getHref(course.id, resumeStep(course))}
        state={{ listSearch } satisfies FromList}
        variant={stage === 'review' ? 'outlined' : 'contained'}
        sx={{ alignSelf: 'flex-start' }}
        aria-label={t(`academy.stageLabel.${stage}`, { title: course.title })}
      >
        {t(`academy.stage.${stage}`)}
      </Button>
    </Card>
  );
}
