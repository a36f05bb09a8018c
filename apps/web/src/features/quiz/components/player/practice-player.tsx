import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import type { Attempt } from '@rehearse/contracts/quizzes';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../../components/confirmation/use-confirm';
import { isApiError } from '../../../../lib/api-error';
import { quizKeys, useAttemptMutations } from '../../api/quiz.queries';
import { currentPracticeQuestion, isAnswered } from '../../attempt-progress';
import { remainingMs } from '../../quiz-clock';
import { ErrorState } from '../../../../components/error-state';
import { useNow } from '../use-now';
import { PlayerHeader } from './player-header';
import { PracticeQuestion } from './practice-question';
import { QuizTimer } from './quiz-timer';

type PracticePlayerProps = {
  attempt: Attempt;
  offset: number;
  // Called once the player is on screen: from then on, the answer that completes the quiz keeps
  // its feedback on screen until the candidate asks for the results.
  onSessionStart: () => void;
  onShowResults: () => void;
};

// Practice: one question at a time, graded as soon as it is answered.
export function PracticePlayer(props: PracticePlayerProps) {
  const { attempt, offset, onSessionStart, onShowResults } = props;
  const { t } = useTranslation();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const { next, answer, submit } = useAttemptMutations(attempt.id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const current = currentPracticeQuestion(attempt);
  const completed = attempt.status === 'completed';
  const graded = current?.grading != null;

  const now = useNow(500, !!current && !graded);
  const remaining =
    current && !graded && current.dueAt ? remainingMs(current.dueAt, offset, now) : null;

  useEffect(() => onSessionStart(), [onSessionStart]);

  // A new question: the heading ("Question 4 of 10") takes focus, so it is read out.
  const position = current?.position;
  const seen = useRef(position);
  useEffect(() => {
    if (seen.current !== position) headingRef.current?.focus();
    seen.current = position;
  }, [position]);

  // A refused change (answered in another tab, finished meanwhile): show what the server has.
  const resync = (error: unknown) => {
    if (isApiError(error) && error.status === 409) {
      void queryClient.invalidateQueries({ queryKey: quizKeys.attempt(attempt.id) });
    }
  };

  const endQuiz = async () => {
    const shown = attempt.questions.filter(isAnswered).length;
    const result = await confirm({
      title: t('quiz.player.endTitle'),
      message: t('quiz.player.endMessage', { answered: shown, total: attempt.length }),
      icon: { name: 'help', color: 'primary' },
      actions: {
        confirm: { label: t('quiz.player.endConfirm'), color: 'primary' },
        cancel: { label: t('quiz.player.keepGoing') },
      },
      dismissible: true,
    });
    if (result === 'confirmed') {
      submit.mutate(undefined, { onSuccess: onShowResults, onError: resync });
    }
  };

  if (!current) {
    // Nothing shown yet (never the case for a new attempt): ask for the first question.
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {next.error ? (
          <ErrorState
            title={t('quiz.errors.next')}
            error={next.error}
            onRetry={() => next.mutate()}
          />
        ) : (
          <Button variant="contained" onClick={() => next.mutate()} loading={next.isPending}>
            {t('quiz.player.start')}
          </Button>
        )}
      </Box>
    );
  }

  const answered = attempt.questions.filter(isAnswered).length;
  return (
    <Box sx={{ display: 'grid', gap: 2.5, maxWidth: 880, mx: 'auto', width: '100%' }}>
      <PlayerHeader
        headingRef={headingRef}
        position={current.position}
        total={attempt.length}
        answered={answered}
        timer={
          remaining !== null && (
            <QuizTimer remaining={remaining} label={t('quiz.player.questionTime')} />
          )
        }
        actions={
          !completed && (
            <Button color="inherit" size="small" onClick={() => void endQuiz()}>
              {t('quiz.player.end')}
            </Button>
          )
        }
      />
      {submit.error != null && (
        <ErrorState
          title={t('quiz.errors.submit')}
          error={submit.error}
          onRetry={() => submit.mutate(undefined, { onSuccess: onShowResults, onError: resync })}
        />
      )}
      <PracticeQuestion
        key={current.position}
        attempt={attempt}
        question={current}
        timeUp={remaining === 0}
        check={{
          run: (selected) =>
            answer.mutate({ position: current.position, selected }, { onError: resync }),
          pending: answer.isPending,
          // An error belongs to the question it was about, not the next one.
          error: answer.variables?.position === current.position ? answer.error : null,
        }}
        advance={
          completed
            ? {
                run: onShowResults,
                pending: false,
                error: null,
                label: t('quiz.player.seeResults'),
                hint: t('quiz.keys.seeResults'),
              }
            : {
                run: () => next.mutate(undefined, { onError: resync }),
                pending: next.isPending,
                error: next.error,
                label: t('quiz.player.next'),
                hint: t('quiz.keys.nextQuestion'),
              }
        }
      />
    </Box>
  );
}
