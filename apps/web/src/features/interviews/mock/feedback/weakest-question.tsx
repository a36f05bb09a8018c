import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FitnessCenter from '@mui/icons-material/FitnessCenter';
import type { MockInterview } from '@rehearse/contracts/mock-interviews';
import { useTranslation } from 'react-i18next';
import { practiceQuestionHref } from '../../interview-hrefs';

type Question = MockInterview['questions'][number];

// The question that scored lowest, with a link to practise it again.
export function WeakestQuestion({ question }: { question: Question }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        flexWrap: 'wrap',
        p: 2,
        borderRadius: 2,
        bgcolor: 'action.hover',
      }}
    >
      <FitnessCenter aria-hidden color="primary" />
      <Box sx={{ flex: 1, minWidth: 200 }}>
        <Typography sx={{ fontWeight: 700 }}>
          {t('interviews.feedback.weakestTitle', { n: question.position + 1 })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {question.question.prompt}
        </Typography>
      </Box>
      <Button variant="contained" href={practiceQuestionHref(question.question.id)}>
        {t('feedback.interview.weakest')}
      </Button>
    </Box>
  );
}
