import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TrendingDown from '@mui/icons-material/TrendingDown';
import TrendingUp from '@mui/icons-material/TrendingUp';
import type { Grading } from '@rehearse/contracts/quizzes';
import { useTranslation } from 'react-i18next';
import { ratingChanges } from '../../attempt-progress';
import { useSkillName } from '../use-skill-name';

// Right or wrong (or late) at a glance, and how the answer moved the candidate's ratings.
export function PracticeFeedback({ grading }: { grading: Grading }) {
  const { t } = useTranslation();
  const skillName = useSkillName();
  const changes = ratingChanges(grading);
  const severity = grading.late ? 'warning' : grading.correct ? 'success' : 'error';
  const title = grading.late
    ? t('quiz.feedback.lateTitle')
    : grading.correct
      ? t('quiz.feedback.correctTitle')
      : t('quiz.feedback.wrongTitle');
  const body = grading.late
    ? grading.correct
      ? t('quiz.feedback.lateRight')
      : t('quiz.feedback.lateWrong')
    : grading.correct
      ? t('quiz.feedback.correctBody')
      : t('quiz.feedback.wrongBody');
  return (
    <Alert severity={severity} role="status" variant="outlined">
      <AlertTitle>{title}</AlertTitle>
      {body}
      {changes.length > 0 && (
        <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', mt: 1 }}>
          {changes.map(({ skill, change }) => (
            <Chip
              key={skill}
              size="small"
              variant="outlined"
              color={change > 0 ? 'success' : 'error'}
              icon={change > 0 ? <TrendingUp /> : <TrendingDown />}
              label={t('quiz.feedback.ratingChange', {
                change: change > 0 ? `+${change}` : `−${Math.abs(change)}`,
                skill: skillName(skill),
              })}
            />
          ))}
        </Box>
      )}
    </Alert>
  );
}
