import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { AttemptQuestion } from '@rehearse/contracts/quizzes';
import { useTranslation } from 'react-i18next';

// The skill and difficulty of a question, as small chips.
export function QuestionMeta({ question }: { question: AttemptQuestion }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <Chip
        size="small"
        color="primary"
        variant="outlined"
        label={t(`quiz.skills.${question.skill}`)}
      />
      <Chip
        size="small"
        variant="outlined"
        label={t('quiz.difficultyLabel', { level: question.question.difficulty })}
      />
    </Box>
  );
}
