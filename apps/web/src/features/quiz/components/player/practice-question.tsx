import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Alert from '@mui/material/Alert';
import ArrowForward from '@mui/icons-material/ArrowForward';
import type { Attempt, AttemptQuestion } from '@rehearse/contracts/quizzes';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nextSelection } from '../../attempt-progress';
import { BookmarkButton } from '../bookmark-button';
import { ChoiceOptions } from '../choice-options';
import { GradedOptions } from '../graded-options';
import { MarkdownText } from '../markdown-text';
import { QuestionMeta } from '../question-meta';
import { ErrorState } from '../../../../components/error-state';
import { useQuizKeyboard } from '../use-quiz-keyboard';
import { KeyboardHints } from './keyboard-hints';
import { PracticeFeedback } from './practice-feedback';

type PracticeQuestionProps = {
  attempt: Attempt;
  question: AttemptQuestion;
  // Checking the answer and moving on, owned by the player (they change the attempt).
  check: { run: (selected: string[]) => void; pending: boolean; error: unknown };
  advance: { run: () => void; pending: boolean; error: unknown; label: string; hint: string };
  timeUp: boolean;
};

// One practice question: choose, check, then read why each option is right or wrong.
export function PracticeQuestion(props: PracticeQuestionProps) {
  const { attempt, question, check, advance, timeUp } = props;
  const { t } = useTranslation();
  const promptId = useId();
  const [selected, setSelected] = useState<string[]>([]);
  const inputRefs = useRef<(HTMLInputElement | null)[]>([]);
  const nextRef = useRef<HTMLButtonElement>(null);
  const graded = question.grading !== null;
  const options = question.question.options;

  // Once graded, focus goes to "Next" so Enter (or Space) moves on.
  useEffect(() => {
    if (graded) nextRef.current?.focus();
  }, [graded]);

  const choose = (index: number) => {
    const option = options[index];
    if (!option || graded || check.pending) return;
    setSelected((current) =>
      nextSelection(
        question.question.kind,
        options.map((o) => o.id),
        current,
        option.id,
      ),
    );
    inputRefs.current[index]?.focus();
  };
  const submit = () => {
    if (!graded && selected.length > 0 && !check.pending) check.run(selected);
  };

  useQuizKeyboard({
    optionCount: graded ? 0 : options.length,
    onOption: choose,
    onEnter: () => {
      if (!graded) submit();
      else if (!advance.pending) advance.run();
    },
    enabled: true,
  });

  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 2.5, p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <QuestionMeta question={question} />
          <BookmarkButton
            attemptId={attempt.id}
            questionId={question.question.id}
            bookmarked={question.bookmarked}
          />
        </Box>
        <Box id={promptId}>
          <MarkdownText source={question.question.prompt} sx={{ fontSize: '1.05rem' }} />
        </Box>

        {timeUp && !graded && (
          <Alert severity="warning" role="alert">
            {t('quiz.player.timeUpPractice')}
          </Alert>
        )}

        {graded ? (
          <>
            <PracticeFeedback grading={question.grading!} />
            <GradedOptions
              question={question.question}
              grading={question.grading!}
              selected={question.selected}
            />
          </>
        ) : (
          <ChoiceOptions
            question={question.question}
            selected={selected}
            onSelect={(id) => choose(options.findIndex((o) => o.id === id))}
            labelledBy={promptId}
            disabled={check.pending}
            inputRefs={inputRefs}
          />
        )}

        {!!(graded ? advance.error : check.error) && (
          <ErrorState
            title={graded ? t('quiz.errors.next') : t('quiz.errors.answer')}
            error={graded ? advance.error : check.error}
            onRetry={graded ? advance.run : submit}
          />
        )}

        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            flexWrap: 'wrap-reverse',
          }}
        >
          <KeyboardHints
            optionCount={graded ? 0 : options.length}
            enter={graded ? advance.hint : t('quiz.keys.check')}
          />
          {graded ? (
            <Button
              ref={nextRef}
              variant="contained"
              endIcon={<ArrowForward />}
              onClick={advance.run}
              loading={advance.pending}
              sx={{ width: { xs: '100%', sm: 'auto' } }}
            >
              {advance.label}
            </Button>
          ) : (
            <Button
              variant="contained"
              onClick={submit}
              disabled={selected.length === 0}
              loading={check.pending}
              sx={{ width: { xs: '100%', sm: 'auto' } }}
            >
              {t('quiz.player.check')}
            </Button>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
