import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { scoreColor } from '../../../../components/score-ring';
import { questionAnchor } from './question-anchor';

// Each question's score as a chip that jumps to the question's feedback.
export function QuestionScoreChips({ scores }: { scores: readonly number[] }) {
  const { t } = useTranslation();
  return (
    <Box
      component="ol"
      aria-label={t('interviews.feedback.questionScores')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
    >
      {scores.map((score, index) => (
        <li key={index}>
          <Chip
            component="a"
            clickable
            href={`#${questionAnchor(index)}`}
            color={scoreColor(score)}
            variant="outlined"
            label={t('interviews.feedback.questionScore', { n: index + 1, score })}
          />
        </li>
      ))}
    </Box>
  );
}
