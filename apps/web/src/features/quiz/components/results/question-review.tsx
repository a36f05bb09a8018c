import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { AttemptQuestion } from '@rehearse/contracts/quizzes';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { questionOutcome, type QuestionOutcome } from '../../attempt-progress';
import { BookmarkButton } from '../bookmark-button';
import { GradedOptions } from '../graded-options';
import { MarkdownText } from '../markdown-text';
import { QuestionMeta } from '../question-meta';

// Late is neutral: an orange chip's white text would not be readable.
const outcomeColor: Record<QuestionOutcome, 'success' | 'error' | 'default'> = {
  correct: 'success',
  wrong: 'error',
  late: 'default',
  unanswered: 'default',
};

// One question of a finished quiz: the prompt, the candidate's answer, the right one, and the
// explanation of every option.
export function QuestionReview({
  attemptId,
  question,
}: {
  attemptId: string;
  question: AttemptQuestion;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const outcome = questionOutcome(question);
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardContent sx={{ display: 'grid', gap: 2, p: { xs: 2, sm: 3 } }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            flexWrap: 'wrap',
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <Typography id={headingId} variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
              {t('quiz.results.questionN', { n: question.position + 1 })}
            </Typography>
            <Chip
              size="small"
              color={outcomeColor[outcome]}
              variant={outcome === 'correct' || outcome === 'wrong' ? 'filled' : 'outlined'}
              label={t(`quiz.outcome.${outcome}`)}
              // The dark scheme's red is too light for white text; its darker shade reads.
              sx={(theme) =>
                outcome === 'wrong' ? theme.applyStyles('dark', { bgcolor: 'error.dark' }) : {}
              }
            />
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <QuestionMeta question={question} />
            <BookmarkButton
              attemptId={attemptId}
              questionId={question.question.id}
              bookmarked={question.bookmarked}
            />
          </Box>
        </Box>
        <MarkdownText source={question.question.prompt} />
        {outcome === 'unanswered' && (
          <Typography variant="body2" color="text.secondary">
            {t('quiz.results.notAnswered')}
          </Typography>
        )}
        {question.grading && (
          <GradedOptions
            question={question.question}
            grading={question.grading}
            selected={question.selected}
          />
        )}
      </CardContent>
    </Card>
  );
}
