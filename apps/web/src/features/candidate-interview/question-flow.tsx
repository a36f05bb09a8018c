import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type InterviewQuestion } from '@rehearse/contracts/candidate-interview';
import { ErrorState, QueryErrorState } from '../../components/error-state';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { Countdown } from '../../components/media/countdown';
import {
  currentQueryOptions,
  useFinishInterview,
  useStartAnswer,
} from './api/candidate-interview.queries';
import { ReadAloud } from './read-aloud';
import { WithdrawLink } from './withdraw-link';
import { secondsUntil, useServerNow } from './answer-clock';
import { RecordedAnswer } from './recorded-answer';
import { WrittenAnswer } from './written-answer';

export function QuestionFlow({ token }: { token: string }) {
  const { t } = useTranslation();
  const current = useQuery(currentQueryOptions(token));
  if (current.isPending) return <FullPageSpinner />;
  if (current.isError) {
    return <QueryErrorState title={t('candidateInterview.loadError')} query={current} />;
  }
  const { question, answered, total } = current.data;
  if (!question && answered < total) {
    return (
      <NextQuestion
        n={answered + 1}
        total={total}
        opening={current.isFetching}
        onOpen={() => void current.refetch()}
      />
    );
  }
  if (!question) return <ReadyToSubmit token={token} total={total} />;
  return (
    <>
      <Box>
        <Typography variant="body2" color="text.secondary">
          {t('candidateInterview.question.progress', { n: answered + 1, total })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(answered / total) * 100}
          aria-label={t('candidateInterview.question.progressLabel')}
        />
      </Box>
      <QuestionStep key={question.id} token={token} question={question} />
      <Typography variant="body2" color="text.secondary">
        {t('candidateInterview.welcome.pause')}
      </Typography>
      <WithdrawLink token={token} />
    </>
  );
}

// Between questions: a sent answer's reply names no next question, and the server opens it (its
// think time starts) only when it is fetched, so the candidate may take a break here, or close
// the page and come back before the deadline.
function NextQuestion({
  n,
  total,
  opening,
  onOpen,
}: {
  n: number;
  total: number;
  opening: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
          {t('candidateInterview.next.title')}
        </Typography>
        <Typography>{t('candidateInterview.next.body', { n, total })}</Typography>
        <Button variant="contained" size="large" disabled={opening} onClick={onOpen}>
          {t('candidateInterview.next.action')}
        </Button>
      </CardContent>
    </Card>
  );
}

function ReadyToSubmit({ token, total }: { token: string; total: number }) {
  const { t } = useTranslation();
  const finish = useFinishInterview(token);
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
          {t('candidateInterview.submit.title')}
        </Typography>
        <Typography>{t('candidateInterview.submit.body', { count: total })}</Typography>
        {finish.isError && (
          <ErrorState
            title={t('candidateInterview.submit.error')}
            error={finish.error}
            onRetry={() => finish.mutate()}
            retrying={finish.isPending}
          />
        )}
        <Button
          variant="contained"
          size="large"
          disabled={finish.isPending}
          onClick={() => finish.mutate()}
        >
          {t('candidateInterview.submit.action')}
        </Button>
      </CardContent>
    </Card>
  );
}

function QuestionStep({ token, question }: { token: string; question: InterviewQuestion }) {
  const { t } = useTranslation();
  const now = useServerNow(question.server_now);
  const start = useStartAnswer(token);
  const thinkLeft = secondsUntil(question.think_ends_at, now);
  const started = question.answer_started_at !== null;
  const autoStarted = useRef(false);
  // The think time ran out: the answer starts (the server counts it from the think time's end).
  useEffect(() => {
    if (!started && thinkLeft === 0 && !autoStarted.current) {
      autoStarted.current = true;
      start.mutate(question.id);
    }
  }, [started, thinkLeft, start, question.id]);

  return (
    <Card variant="outlined" component="section" aria-labelledby="question-prompt">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id="question-prompt" variant="h1" sx={{ fontSize: '1.25rem' }}>
          {question.prompt}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(`candidateInterview.question.kind.${question.answer_type}`, {
            count: question.takes_allowed,
          })}
        </Typography>
        {/* Not while a take records: the voice would be in the recording. */}
        {(!started || question.answer_type === 'text') && <ReadAloud prompt={question.prompt} />}
        {start.isError && (
          <ErrorState
            title={t('candidateInterview.question.startError')}
            error={start.error}
            onRetry={() => start.mutate(question.id)}
          />
        )}
        {!started ? (
          <>
            <Countdown
              seconds={thinkLeft}
              label={t('candidateInterview.question.think')}
              urgent={thinkLeft <= 5}
            />
            <Button
              variant="contained"
              size="large"
              disabled={start.isPending}
              onClick={() => start.mutate(question.id)}
            >
              {t('candidateInterview.question.startNow')}
            </Button>
          </>
        ) : question.answer_type === 'text' ? (
          <WrittenAnswer token={token} question={question} now={now} />
        ) : (
          <RecordedAnswer token={token} question={question} now={now} />
        )}
      </CardContent>
    </Card>
  );
}
