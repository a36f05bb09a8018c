import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { SKILLS, type Skill } from '@rehearse/contracts/question-bank';
import { QUIZ_LENGTHS } from '@rehearse/contracts/quizzes';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ScreenTitle } from '../../../../components/screen-title';
import { quizOverviewQueryOptions, useStartQuiz } from '../../api/quiz.queries';
import { ErrorState, QueryErrorState } from '../../../../components/error-state';
import { SetupSkeleton } from '../quiz-skeletons';
import { QuizSetupForm } from './quiz-setup-form';
import { QuizShortcuts, type ShortcutKind } from './quiz-shortcuts';
import { RecentAttempts } from './recent-attempts';
import { SkillLevels } from './skill-levels';
import { attemptHref } from '../../quiz-href';

const isSkill = (value: string): value is Skill => (SKILLS as readonly string[]).includes(value);

// Assess Knowledge: set up a quiz, or take one of the quizzes chosen for the candidate.
export function QuizSetupScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const overview = useQuery(quizOverviewQueryOptions());
  const start = useStartQuiz();
  // Links may preselect the form: ?skills=react,sql (or ?skill=) and ?length=5|10|20.
  const initialSkills = (params.get('skills') ?? params.get('skill') ?? '')
    .split(',')
    .filter(isSkill);
  const initialLength = QUIZ_LENGTHS.find((n) => String(n) === params.get('length'));

  const open = { onSuccess: (attempt: { id: string }) => void navigate(attemptHref(attempt.id)) };
  const startShortcut = (kind: ShortcutKind) =>
    start.mutate(kind === 'daily' ? { kind } : { kind, body: { mode: 'practice' } }, open);
  const pendingKind = start.isPending ? start.variables.kind : null;
  const shortcutError = start.error != null && start.variables?.kind !== 'custom';

  return (
    <>
      <ScreenTitle>{t('screens.quiz')}</ScreenTitle>
      {overview.isPending ? (
        <SetupSkeleton />
      ) : overview.isError ? (
        <QueryErrorState title={t('quiz.errors.overview')} query={overview} />
      ) : (
        <Box sx={{ display: 'grid', gap: 3 }}>
          {shortcutError && <ErrorState title={t('quiz.errors.start')} error={start.error} />}
          <QuizShortcuts
            overview={overview.data}
            onStart={startShortcut}
            pending={pendingKind === 'custom' ? null : pendingKind}
          />
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
              alignItems: 'start',
            }}
          >
            <QuizSetupForm
              skills={overview.data.skills}
              initialSkills={initialSkills}
              initialLength={initialLength}
              onStart={(settings) =>
                start.mutateAsync({ kind: 'custom', body: settings }).then(open.onSuccess)
              }
            />
            <SkillLevels skills={overview.data.skills} />
          </Box>
          <RecentAttempts attempts={overview.data.recent} />
        </Box>
      )}
    </>
  );
}
