import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ScreenTitle } from '../../../components/screen-title';
import { isApiError } from '../../../lib/api-error';
import { attemptQueryOptions } from '../api/quiz.queries';
import { ExamPlayer } from './player/exam-player';
import { PracticePlayer } from './player/practice-player';
import { QueryErrorState } from '../../../components/error-state';
import { PlayerSkeleton } from './quiz-skeletons';
import { QuizResults } from './results/quiz-results';
import { clockOffset } from '../quiz-clock';
import { setupHref } from '../quiz-href';

function NoQuiz({ title, body }: { title: string; body: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', textAlign: 'center', gap: 1.5, py: 8 }}>
      <QuizOutlined aria-hidden sx={{ fontSize: 56, color: 'text.secondary' }} />
      <Typography variant="h2">{title}</Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
        {body}
      </Typography>
      <Button variant="contained" href={setupHref()} sx={{ mt: 1 }}>
        {t('quiz.results.backToSetup')}
      </Button>
    </Box>
  );
}

function AttemptScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useQuery(attemptQueryOptions(id));
  // Set once a practice player is on screen: the answer that completes the quiz then keeps its
  // explanations up until the candidate asks for the results (a reload goes straight to them).
  const [live, setLive] = useState(false);
  const [resultsAsked, setResultsAsked] = useState(false);
  const onSessionStart = useCallback(() => setLive(true), []);
  const onShowResults = useCallback(() => setResultsAsked(true), []);

  if (query.isPending) return <PlayerSkeleton />;
  if (query.isError) {
    return isApiError(query.error) && query.error.status === 404 ? (
      <NoQuiz title={t('quiz.player.notFoundTitle')} body={t('quiz.player.notFoundBody')} />
    ) : (
      <QueryErrorState title={t('quiz.errors.attempt')} query={query} />
    );
  }

  const attempt = query.data;
  const offset = clockOffset(attempt.serverNow, query.dataUpdatedAt);
  const completed = attempt.status === 'completed';
  if (completed && (attempt.mode === 'exam' || !live || resultsAsked)) {
    return <QuizResults attempt={attempt} />;
  }
  return attempt.mode === 'practice' ? (
    <PracticePlayer
      attempt={attempt}
      offset={offset}
      onSessionStart={onSessionStart}
      onShowResults={onShowResults}
    />
  ) : (
    <ExamPlayer attempt={attempt} offset={offset} />
  );
}

// The quiz player (?attempt=<id>): practice or exam while in progress, the results once done.
export function QuizAttemptScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('attempt');
  return (
    <>
      <ScreenTitle>{t('screens.quizPractice')}</ScreenTitle>
      {id ? (
        <AttemptScreen key={id} id={id} />
      ) : (
        <NoQuiz title={t('quiz.player.noAttemptTitle')} body={t('quiz.player.noAttemptBody')} />
      )}
    </>
  );
}
