import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import TodayOutlined from '@mui/icons-material/TodayOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import type { Skill } from '@rehearse/contracts/question-bank';
import type { NextStep } from '@rehearse/contracts/workspace';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStartDrawnQuiz } from '../api/workspace.queries';
import { ErrorState } from '../../../components/error-state';
import { interviewRunHref, quizAttemptHref, quizSkillHref } from '../workspace-hrefs';
import { NextStepCard, type NextStepAction } from './next-step-card';

// "What to do next", most urgent first as the API orders it: finish what is open, today's
// Daily 5, due reviews, the weakest skill.
export function NextSteps({ steps }: { steps: readonly NextStep[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useStartDrawnQuiz();
  const titleId = useId();
  const startQuiz = (kind: 'daily' | 'review') =>
    start.mutate(kind, { onSuccess: (id) => void navigate(quizAttemptHref(id)) });
  const pending = (kind: 'daily' | 'review') => start.isPending && start.variables === kind;
  const skill = (s: Skill) => t(`quiz.skills.${s}`);

  const card = (step: NextStep, index: number) => {
    const emphasis = index === 0;
    switch (step.kind) {
      case 'resume-quiz':
        return (
          <NextStepCard
            key="resume-quiz"
            emphasis={emphasis}
            icon={<QuizOutlined />}
            title={t('workspace.home.next.resumeQuiz.title')}
            description={t('workspace.home.next.resumeQuiz.description', {
              answered: step.answered,
              length: step.length,
            })}
            action={{
              kind: 'link',
              label: t('workspace.home.next.resumeQuiz.action'),
              href: quizAttemptHref(step.attemptId),
            }}
          />
        );
      case 'resume-interview':
        return (
          <NextStepCard
            key="resume-interview"
            emphasis={emphasis}
            icon={<PlayCircleOutlined />}
            title={t('workspace.home.next.resumeInterview.title')}
            description={t('workspace.home.next.resumeInterview.description', {
              title: step.title,
              position: Math.min(step.position + 1, step.questionCount),
              total: step.questionCount,
            })}
            action={{
              kind: 'link',
              label: t('workspace.home.next.resumeInterview.action'),
              href: interviewRunHref(step.interviewId),
            }}
          />
        );
      case 'daily': {
        const action: NextStepAction =
          step.status === 'not-started' || !step.attemptId
            ? {
                kind: 'button',
                label: t('workspace.home.next.daily.start'),
                onClick: () => startQuiz('daily'),
                pending: pending('daily'),
              }
            : {
                kind: 'link',
                label:
                  step.status === 'completed'
                    ? t('workspace.home.next.daily.results')
                    : t('workspace.home.next.daily.resume'),
                href: quizAttemptHref(step.attemptId),
              };
        return (
          <NextStepCard
            key="daily"
            emphasis={emphasis && step.status !== 'completed'}
            icon={<TodayOutlined />}
            title={t('workspace.home.next.daily.title')}
            description={
              step.status === 'completed'
                ? t('workspace.home.next.daily.done', { score: step.score ?? 0 })
                : step.status === 'in-progress'
                  ? t('workspace.home.next.daily.inProgress')
                  : t('workspace.home.next.daily.description')
            }
            action={action}
          />
        );
      }
      case 'review':
        return (
          <NextStepCard
            key="review"
            emphasis={emphasis}
            icon={<EventRepeatOutlined />}
            title={t('workspace.home.next.review.title')}
            description={t('workspace.home.next.review.description', { count: step.due })}
            action={{
              kind: 'button',
              label: t('workspace.home.next.review.action'),
              onClick: () => startQuiz('review'),
              pending: pending('review'),
            }}
          />
        );
      case 'weakest-skill':
        return (
          <NextStepCard
            key="weakest-skill"
            emphasis={emphasis}
            icon={<TrendingUpOutlined />}
            title={t('workspace.home.next.weakest.title', { skill: skill(step.skill) })}
            description={
              step.level === null
                ? t('workspace.home.next.weakest.notRated')
                : t('workspace.home.next.weakest.description', { level: step.level })
            }
            action={{
              kind: 'link',
              label: t('workspace.home.next.weakest.action'),
              href: quizSkillHref(step.skill),
            }}
          />
        );
    }
  };

  return (
    <Box component="section" aria-labelledby={titleId} data-tour="home-next">
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.125rem', mb: 1.5 }}>
        {t('workspace.home.next.title')}
      </Typography>
      {start.isError && (
        <Box sx={{ mb: 2 }}>
          <ErrorState title={t('workspace.home.next.startError')} error={start.error} />
        </Box>
      )}
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {steps.map(card)}
      </Box>
    </Box>
  );
}
