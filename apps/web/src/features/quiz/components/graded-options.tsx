import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { alpha, type Theme } from '@mui/material/styles';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Cancel from '@mui/icons-material/Cancel';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import type { Grading } from '@rehearse/contracts/quizzes';
import type { PublicQuestion } from '@rehearse/contracts/question-pool';
import { useTranslation } from 'react-i18next';
import { optionVerdict, type OptionVerdict } from '../attempt-progress';
import { InlineMarkdown, MarkdownText } from './markdown-text';

const tone: Record<OptionVerdict, 'success' | 'error' | null> = {
  'chosen-right': 'success',
  'missed-right': 'success',
  'chosen-wrong': 'error',
  plain: null,
};

type GradedOptionsProps = {
  question: PublicQuestion;
  grading: Grading;
  selected: readonly string[] | null;
};

// A graded question's options: which the candidate chose, which are right, and why each one
// is right or wrong.
export function GradedOptions({ question, grading, selected }: GradedOptionsProps) {
  const { t } = useTranslation();
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {question.options.map((option) => {
        const verdict = optionVerdict(grading, selected, option.id);
        const color = tone[verdict];
        const chosen = verdict === 'chosen-right' || verdict === 'chosen-wrong';
        const right = grading.correctOptionIds.includes(option.id);
        const explanation = grading.options.find((o) => o.id === option.id)?.explanation;
        const Icon = right ? CheckCircle : chosen ? Cancel : RadioButtonUnchecked;
        return (
          <Box
            component="li"
            key={option.id}
            data-verdict={verdict}
            sx={(theme: Theme) => ({
              display: 'flex',
              gap: 1.5,
              px: 1.5,
              py: 1.25,
              border: 1,
              borderRadius: 1.5,
              borderColor: color ? `${color}.main` : 'divider',
              bgcolor:
                color && (chosen || right) ? alpha(theme.palette[color].main, 0.07) : 'transparent',
            })}
          >
            <Icon
              aria-hidden
              fontSize="small"
              sx={{ mt: 0.25, color: color ? `${color}.main` : 'text.disabled' }}
            />
            <Box sx={{ minWidth: 0, flex: 1, display: 'grid', gap: 0.75 }}>
              <Box
                component="span"
                sx={{ overflowWrap: 'anywhere', fontWeight: chosen ? 600 : 400 }}
              >
                <InlineMarkdown source={option.text} />
              </Box>
              {(chosen || right) && (
                <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
                  {chosen && (
                    <Chip size="small" label={t('quiz.review.yourAnswer')} variant="outlined" />
                  )}
                  {right && (
                    <Chip size="small" label={t('quiz.review.correctAnswer')} color="success" />
                  )}
                </Box>
              )}
              {explanation && (
                <MarkdownText
                  source={explanation}
                  variant="body2"
                  sx={{ gap: 1, color: 'text.secondary' }}
                />
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
