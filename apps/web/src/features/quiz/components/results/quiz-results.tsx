import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import Replay from '@mui/icons-material/Replay';
import { useQuery } from '@tanstack/react-query';
import type { Attempt } from '@rehearse/contracts/quizzes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { quizOverviewQueryOptions, useStartQuiz } from '../../api/quiz.queries';
import { questionOutcome } from '../../attempt-progress';
import { attemptHref, setupHref } from '../../quiz-href';
import { ErrorState } from '../../../../components/error-state';
import { useSkillName } from '../use-skill-name';
import { QuestionReview } from './question-review';
import { QuizScoreRing } from './score-ring';
import { SkillBreakdown } from './skill-breakdown';
import { TimePerQuestion } from './time-per-question';
import { useDurationText } from './use-duration-text';

function Stat({ term, value }: { term: string; value: string }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.125rem' }}>
        {value}
      </Typography>
    </Box>
  );
}

// A finished quiz: the score, what moved per skill, where the time went, and every question
// with the candidate's answer, the right one and why.
export function QuizResults({ attempt }: { attempt: Attempt }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const skillName = useSkillName();
  const duration = useDurationText();
  const overview = useQuery(quizOverviewQueryOptions());
  const start = useStartQuiz();
  const [filter, setFilter] = useState<'all' | 'missed'>('all');
  const results = attempt.results!;
  const reviewDue = overview.data?.reviewDue ?? 0;

  const questions = [...attempt.questions].sort((a, b) => a.position - b.position);
  const shown =
    filter === 'all' ? questions : questions.filter((q) => questionOutcome(q) !== 'correct');
  const finished = attempt.completedAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(attempt.completedAt),
      )
    : '';

  const launch = (kind: 'review' | 'custom') => {
    const request =
      kind === 'review'
        ? ({ kind: 'review', body: { mode: attempt.mode } } as const)
        : ({
            kind: 'custom',
            body: {
              skills: attempt.skills,
              length: attempt.length as 5 | 10 | 20,
              difficulty: attempt.difficulty ?? 'adaptive',
              mode: attempt.mode,
            },
          } as const);
    start.mutate(request, { onSuccess: (next) => void navigate(attemptHref(next.id)) });
  };
  // "New quiz" repeats a quiz from the setup form; the drawn ones (Daily 5, review, bookmarks)
  // go back to the setup with their skills chosen.
  const repeatable = attempt.source === 'custom' && [5, 10, 20].includes(attempt.length);

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Card variant="outlined">
        <CardContent
          sx={{
            display: 'flex',
            gap: { xs: 2.5, sm: 4 },
            alignItems: { xs: 'flex-start', sm: 'center' },
            flexDirection: { xs: 'column', sm: 'row' },
            p: { xs: 2.5, sm: 3 },
          }}
        >
          <Box sx={{ alignSelf: { xs: 'center', sm: 'auto' } }}>
            <QuizScoreRing score={results.score} />
          </Box>
          <Box sx={{ display: 'grid', gap: 2, minWidth: 0, flex: 1 }}>
            <Box>
              <Typography variant="h2">{t('quiz.results.title')}</Typography>
              <Typography color="text.secondary">
                {[
                  t(`quiz.sources.${attempt.source}`),
                  t(`quiz.modes.${attempt.mode}`),
                  attempt.skills.map(skillName).join(', '),
                  finished,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </Box>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, auto)' },
                justifyContent: 'start',
                columnGap: 4,
                rowGap: 1.5,
              }}
            >
              <Stat
                term={t('quiz.results.correct')}
                value={t('quiz.results.correctOf', {
                  correct: results.correct,
                  total: results.total,
                })}
              />
              <Stat term={t('quiz.results.late')} value={String(results.late)} />
              <Stat term={t('quiz.results.unanswered')} value={String(results.unanswered)} />
              <Stat term={t('quiz.results.time')} value={duration(results.timeSpentMs)} />
            </Box>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button
                variant="contained"
                startIcon={<Replay />}
                onClick={() => launch('review')}
                disabled={reviewDue === 0 || start.isPending}
                aria-describedby={reviewDue === 0 ? 'quiz-retake-reason' : undefined}
              >
                {t('quiz.results.retake', { count: reviewDue })}
              </Button>
              {repeatable ? (
                <Button
                  variant="outlined"
                  onClick={() => launch('custom')}
                  disabled={start.isPending}
                >
                  {t('quiz.results.newQuiz')}
                </Button>
              ) : (
                <Button variant="outlined" href={setupHref(attempt.skills)}>
                  {t('quiz.results.newQuiz')}
                </Button>
              )}
              <Button color="inherit" href={setupHref()}>
                {t('quiz.results.backToSetup')}
              </Button>
            </Box>
            {reviewDue === 0 && overview.isSuccess && (
              <Typography id="quiz-retake-reason" variant="body2" color="text.secondary">
                {t('quiz.results.nothingToRetake')}
              </Typography>
            )}
            {start.error != null && (
              <ErrorState title={t('quiz.errors.start')} error={start.error} />
            )}
          </Box>
        </CardContent>
      </Card>

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <Card variant="outlined" component="section" aria-labelledby="quiz-by-skill">
          <CardContent sx={{ display: 'grid', gap: 2, p: { xs: 2.5, sm: 3 } }}>
            <Typography id="quiz-by-skill" variant="h2" sx={{ fontSize: '1.125rem' }}>
              {t('quiz.results.bySkill')}
            </Typography>
            <SkillBreakdown results={results} />
          </CardContent>
        </Card>
        <Card variant="outlined" component="section" aria-labelledby="quiz-time">
          <CardContent sx={{ display: 'grid', gap: 2, p: { xs: 2.5, sm: 3 } }}>
            <Typography id="quiz-time" variant="h2" sx={{ fontSize: '1.125rem' }}>
              {t('quiz.results.timePerQuestion')}
            </Typography>
            {questions.length > 0 ? (
              <TimePerQuestion questions={questions} />
            ) : (
              <Typography color="text.secondary">{t('quiz.results.noQuestions')}</Typography>
            )}
          </CardContent>
        </Card>
      </Box>

      <Box component="section" aria-labelledby="quiz-questions" sx={{ display: 'grid', gap: 2 }}>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: 2,
            flexWrap: 'wrap',
          }}
        >
          <Typography id="quiz-questions" variant="h2" sx={{ fontSize: '1.125rem' }}>
            {t('quiz.results.questions')}
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={filter}
            onChange={(_e, value: 'all' | 'missed' | null) => value && setFilter(value)}
            aria-label={t('quiz.results.filter')}
            // On the page background the default grey is a shade too light to read.
            sx={{ '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.secondary' } }}
          >
            <ToggleButton value="all">{t('quiz.results.showAll')}</ToggleButton>
            <ToggleButton value="missed">{t('quiz.results.showMissed')}</ToggleButton>
          </ToggleButtonGroup>
        </Box>
        {shown.length === 0 ? (
          <Typography color="text.secondary">
            {questions.length === 0 ? t('quiz.results.noQuestions') : t('quiz.results.noneMissed')}
          </Typography>
        ) : (
          shown.map((q) => <QuestionReview key={q.position} attemptId={attempt.id} question={q} />)
        )}
      </Box>
    </Box>
  );
}
