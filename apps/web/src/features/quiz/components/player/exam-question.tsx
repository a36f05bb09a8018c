import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import Flag from '@mui/icons-material/Flag';
import OutlinedFlag from '@mui/icons-material/OutlinedFlag';
import type { AttemptQuestion } from '@rehearse/contracts/quizzes';
import { useId, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { BookmarkButton } from '../bookmark-button';
import { ChoiceOptions } from '../choice-options';
import { MarkdownText } from '../markdown-text';
import { QuestionMeta } from '../question-meta';

type ExamQuestionProps = {
  attemptId: string;
  question: AttemptQuestion;
  selected: readonly string[];
  onSelect: (optionId: string) => void;
  saveState: 'idle' | 'saving' | 'saved' | 'needs-choice';
  onFlag: () => void;
  flagPending: boolean;
  inputRefs: RefObject<(HTMLInputElement | null)[]>;
};

// One exam question: no feedback, answers saved as they change, a flag to come back to it.
export function ExamQuestion(props: ExamQuestionProps) {
  const { attemptId, question, selected, onSelect, saveState, onFlag, flagPending, inputRefs } =
    props;
  const { t } = useTranslation();
  const promptId = useId();
  const saveText = {
    idle: t('quiz.exam.notSaved'),
    saving: t('quiz.exam.saving'),
    saved: t('quiz.exam.saved'),
    'needs-choice': t('quiz.exam.needsChoice'),
  }[saveState];
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 2.5, p: { xs: 2, sm: 3 } }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            flexWrap: 'wrap',
          }}
        >
          <QuestionMeta question={question} />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Button
              size="small"
              color="inherit"
              variant={question.flagged ? 'outlined' : 'text'}
              startIcon={
                question.flagged ? <Flag sx={{ color: 'warning.main' }} /> : <OutlinedFlag />
              }
              aria-pressed={question.flagged}
              onClick={onFlag}
              disabled={flagPending}
            >
              {question.flagged ? t('quiz.exam.flaggedButton') : t('quiz.exam.flag')}
            </Button>
            <BookmarkButton
              attemptId={attemptId}
              questionId={question.question.id}
              bookmarked={question.bookmarked}
            />
          </Box>
        </Box>
        <Box id={promptId}>
          <MarkdownText source={question.question.prompt} sx={{ fontSize: '1.05rem' }} />
        </Box>
        <ChoiceOptions
          question={question.question}
          selected={selected}
          onSelect={onSelect}
          labelledBy={promptId}
          inputRefs={inputRefs}
        />
        <Typography
          variant="body2"
          color={saveState === 'needs-choice' ? 'text.primary' : 'text.secondary'}
          aria-live="polite"
          sx={{ m: 0 }}
        >
          {saveText}
        </Typography>
      </CardContent>
    </Card>
  );
}
