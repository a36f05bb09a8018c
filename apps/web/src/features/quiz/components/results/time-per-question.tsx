import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AttemptQuestion } from '@rehearse/contracts/quizzes';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../../components/visually-hidden';
import { timeBars, type QuestionOutcome } from '../../attempt-progress';
import { useDurationText } from './use-duration-text';

const barColor: Record<QuestionOutcome, string> = {
  correct: 'success.main',
  wrong: 'error.main',
  late: 'warning.main',
  unanswered: 'text.disabled',
};

// A bar per question, as long as the time spent on it, coloured by how it went.
export function TimePerQuestion({ questions }: { questions: readonly AttemptQuestion[] }) {
  const { t } = useTranslation();
  const duration = useDurationText();
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {timeBars(questions).map((bar) => (
        <Box
          component="li"
          key={bar.position}
          sx={{
            display: 'grid',
            gridTemplateColumns: '2.5rem minmax(0, 1fr) 5.5rem',
            gap: 1.5,
            alignItems: 'center',
          }}
        >
          <Typography variant="body2" color="text.secondary">
            {t('quiz.results.questionShort', { n: bar.position + 1 })}
          </Typography>
          <Box sx={{ height: 10, borderRadius: 5, bgcolor: 'action.hover', overflow: 'hidden' }}>
            <Box
              sx={{
                width: `${Math.max(bar.percent, bar.ms > 0 ? 2 : 0)}%`,
                height: '100%',
                borderRadius: 5,
                bgcolor: barColor[bar.outcome],
              }}
            />
          </Box>
          <Typography
            variant="body2"
            sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
          >
            {duration(bar.ms)}
            <Box component="span" sx={visuallyHidden}>
              {`, ${t(`quiz.outcome.${bar.outcome}`)}`}
            </Box>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
