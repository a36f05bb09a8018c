import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { useQueryClient } from '@tanstack/react-query';
import type { Attempt, AttemptQuestion } from '@rehearse/contracts/quizzes';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useConfirm } from '../../../../components/confirmation/use-confirm';
import { quizKeys, useAttemptMutations } from '../../api/quiz.queries';
import { nextSelection } from '../../attempt-progress';
import { remainingMs } from '../../quiz-clock';
import { ErrorState } from '../../../../components/error-state';
import { useNow } from '../use-now';
import { useQuizKeyboard } from '../use-quiz-keyboard';
import { ExamNavigator } from './exam-navigator';
import { ExamQuestion } from './exam-question';
import { KeyboardHints } from './keyboard-hints';
import { PlayerHeader } from './player-header';
import { QuizTimer } from './quiz-timer';

type ExamPlayerProps = { attempt: Attempt; offset: number };

// Milliseconds since the stopwatch's start, restarting it (called from event handlers).
function lap(stopwatch: { current: number }): number {
  const now = Date.now();
  const ms = Math.max(0, now - stopwatch.current);
  stopwatch.current = now;
  return ms;
}

// Exam: every question reachable from the navigator, answers saved (and changeable) without
// feedback, one clock for the whole attempt; at zero the answers are submitted.
export function ExamPlayer({ attempt, offset }: ExamPlayerProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const { answer, flag, submit } = useAttemptMutations(attempt.id);
  // What the candidate chose, ahead of the server's answer; the server's copy wins on reload.
  const [drafts, setDrafts] = useState<Record<number, string[]>>({});
  const inputRefs = useRef<(HTMLInputElement | null)[]>([]);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const questions = [...attempt.questions].sort((a, b) => a.position - b.position);
  const selectedOf = (q: AttemptQuestion) => drafts[q.position] ?? q.selected ?? [];
  // ?q= keeps the question on screen through a reload; without it, the exam resumes at the
  // first question that was unanswered when it opened.
  const [resumeAt] = useState(() =>
    Math.max(
      0,
      questions.findIndex((q) => (q.selected?.length ?? 0) === 0),
    ),
  );
  const requested = Number(params.get('q'));
  const index =
    Number.isInteger(requested) && requested >= 1
      ? Math.min(requested, questions.length) - 1
      : Math.min(resumeAt, questions.length - 1);
  const current = questions[index]!;
  const unanswered = questions.filter((q) => selectedOf(q).length === 0).length;

  const now = useNow(500);
  const remaining = attempt.deadlineAt ? remainingMs(attempt.deadlineAt, offset, now) : null;

  // Time on each question, sent with its answer: from when it came on screen (or was last
  // saved) to the change.
  const shownSince = useRef(0);
  useEffect(() => {
    shownSince.current = Date.now();
    headingRef.current?.focus();
  }, [current.position]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: quizKeys.attempt(attempt.id) });

  // The clock ran out: submit once. Should the submit be refused (the server got there first),
  // reading the attempt again shows it submitted.
  const autoSubmitted = useRef(false);
  useEffect(() => {
    if (remaining !== 0 || autoSubmitted.current) return;
    autoSubmitted.current = true;
    submit.mutate(undefined, { onError: () => void refresh() });
  });

  const go = (next: number) =>
    setParams(
      (p) => {
        p.set('q', String(next + 1));
        return p;
      },
      { replace: true },
    );

  const choose = (optionIndex: number) => {
    const option = current.question.options[optionIndex];
    if (!option || submit.isPending) return;
    const selected = nextSelection(
      current.question.kind,
      current.question.options.map((o) => o.id),
      selectedOf(current),
      option.id,
    );
    const position = current.position;
    setDrafts((d) => ({ ...d, [position]: selected }));
    inputRefs.current[optionIndex]?.focus();
    // The API keeps at least one option per answer: an emptied multiple choice keeps the last
    // saved answer until something is chosen again.
    if (selected.length === 0) return;
    const elapsedMs = lap(shownSince);
    answer.mutate(
      { position, selected, elapsedMs },
      {
        onError: () =>
          setDrafts((d) => {
            const { [position]: _dropped, ...rest } = d;
            return rest;
          }),
      },
    );
  };

  const submitNow = async () => {
    const result = await confirm({
      title: t('quiz.exam.submitTitle'),
      message:
        unanswered > 0
          ? t('quiz.exam.submitUnanswered', { count: unanswered })
          : t('quiz.exam.submitAllAnswered'),
      icon: {
        name: unanswered > 0 ? 'warning' : 'help',
        color: unanswered > 0 ? 'warning' : 'primary',
      },
      actions: {
        confirm: { label: t('quiz.exam.submit'), color: 'primary' },
        cancel: { label: t('quiz.exam.keepWorking') },
      },
      dismissible: true,
    });
    if (result === 'confirmed') submit.mutate(undefined, { onError: () => void refresh() });
  };

  useQuizKeyboard({
    optionCount: current.question.options.length,
    onOption: choose,
    onEnter: () => (index < questions.length - 1 ? go(index + 1) : void submitNow()),
    enabled: !submit.isPending,
  });

  const saving = answer.isPending && answer.variables?.position === current.position;
  const draft = drafts[current.position];
  const saveState =
    draft && draft.length === 0 && (current.selected?.length ?? 0) > 0
      ? 'needs-choice'
      : saving
        ? 'saving'
        : (current.selected?.length ?? 0) > 0
          ? 'saved'
          : 'idle';
  const answerError = answer.error && answer.variables?.position === current.position;

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 280px' },
        gridTemplateAreas: {
          xs: '"header" "alerts" "question" "nav"',
          md: '"header header" "alerts alerts" "question nav"',
        },
        alignItems: 'start',
      }}
    >
      <Box sx={{ gridArea: 'header' }}>
        <PlayerHeader
          headingRef={headingRef}
          position={index}
          total={questions.length}
          answered={questions.length - unanswered}
          timer={
            remaining !== null && (
              <QuizTimer remaining={remaining} label={t('quiz.exam.timeLabel')} />
            )
          }
        />
      </Box>
      <Box sx={{ gridArea: 'alerts', display: 'grid', gap: 1.5, '&:empty': { display: 'none' } }}>
        {remaining === 0 && (
          <Alert severity="warning" role="alert">
            {t('quiz.exam.timeUp')}
          </Alert>
        )}
        {submit.error != null && (
          <ErrorState
            title={t('quiz.errors.submit')}
            error={submit.error}
            onRetry={() => submit.mutate(undefined, { onError: () => void refresh() })}
          />
        )}
        {answerError && (
          <ErrorState
            title={t('quiz.errors.answer')}
            error={answer.error}
            onRetry={() => answer.variables && answer.mutate(answer.variables)}
          />
        )}
        {flag.error != null && <ErrorState title={t('quiz.errors.flag')} error={flag.error} />}
      </Box>
      <Card
        variant="outlined"
        sx={{ gridArea: 'nav', position: { md: 'sticky' }, top: { md: 16 } }}
      >
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="subtitle2" component="p">
            {t('quiz.exam.answeredOf', {
              answered: questions.length - unanswered,
              total: questions.length,
            })}
          </Typography>
          <ExamNavigator
            current={current.position}
            onGo={(position) => go(questions.findIndex((q) => q.position === position))}
            items={questions.map((q) => ({
              position: q.position,
              answered: selectedOf(q).length > 0,
              flagged: q.flagged,
            }))}
          />
          <Button variant="contained" onClick={() => void submitNow()} loading={submit.isPending}>
            {t('quiz.exam.submit')}
          </Button>
        </CardContent>
      </Card>
      <Box sx={{ gridArea: 'question', display: 'grid', gap: 2 }}>
        <ExamQuestion
          key={current.position}
          attemptId={attempt.id}
          question={current}
          selected={selectedOf(current)}
          onSelect={(id) => choose(current.question.options.findIndex((o) => o.id === id))}
          saveState={saveState}
          onFlag={() => flag.mutate({ position: current.position, flagged: !current.flagged })}
          flagPending={flag.isPending}
          inputRefs={inputRefs}
        />
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: 1.5,
            flexWrap: 'wrap',
          }}
        >
          <Button
            startIcon={<ArrowBack />}
            onClick={() => go(index - 1)}
            disabled={index === 0}
            color="inherit"
          >
            {t('quiz.exam.previous')}
          </Button>
          <KeyboardHints
            optionCount={current.question.options.length}
            enter={
              index < questions.length - 1 ? t('quiz.keys.nextQuestion') : t('quiz.keys.submit')
            }
          />
          {index < questions.length - 1 ? (
            <Button variant="outlined" endIcon={<ArrowForward />} onClick={() => go(index + 1)}>
              {t('quiz.exam.nextQuestion')}
            </Button>
          ) : (
            <Button variant="contained" onClick={() => void submitNow()} loading={submit.isPending}>
              {t('quiz.exam.submit')}
            </Button>
          )}
        </Box>
      </Box>
    </Box>
  );
}
