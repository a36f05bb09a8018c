import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { PublicQuestion } from '@rehearse/contracts/question-pool';
import { useTranslation } from 'react-i18next';

// A question's category, competency, difficulty and time guide as small chips.
export function QuestionMeta({ question }: { question: PublicQuestion }) {
  const { t } = useTranslation();
  const minutes = Math.max(1, Math.round(question.timeGuideSeconds / 60));
  return (
    <Box
      component="ul"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, m: 0, p: 0, listStyle: 'none' }}
    >
      {question.category && (
        <li>
          <Chip
            size="small"
            color="primary"
            variant="outlined"
            label={t(`interviews.categories.${question.category}`)}
          />
        </li>
      )}
      {question.competency && (
        <li>
          <Chip
            size="small"
            variant="outlined"
            label={t(`interviews.competencies.${question.competency}`)}
          />
        </li>
      )}
      <li>
        <Chip
          size="small"
          variant="outlined"
          label={t('interviews.difficulty', { level: question.difficulty })}
        />
      </li>
      <li>
        <Chip
          size="small"
          variant="outlined"
          label={t('interviews.timeGuide', { count: minutes })}
        />
      </li>
    </Box>
  );
}
