import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ScreenTitle } from '../../../components/screen-title';
import { progressQueryOptions } from '../api/workspace.queries';
import { QueryErrorState } from '../../../components/error-state';
import { ActivityHeatmapCard } from './activity-heatmap-card';
import {
  parseRangeChoice,
  rangeChoiceToParams,
  rangeOf,
  utcDay,
  type RangeChoice,
} from './date-range';
import { FeedbackTrendCard } from './feedback-trend-card';
import { ProgressSkeleton } from './progress-skeleton';
import { QuestionScoresCard } from './question-scores-card';
import { QuizTrendCard } from './quiz-trend-card';
import { RangeSelector } from './range-selector';
import { SkillLevelsCard } from './skill-levels-card';
import { useDayFormat } from './use-day-format';
import { WeakAreasCard } from './weak-areas-card';
import { WeeklyGoalCard } from './weekly-goal-card';

// Progress Tracker: every figure comes computed from the API for the chosen range (kept in the
// address, so a reload or a shared link shows the same range).
export function ProgressScreen() {
  const { t } = useTranslation();
  const format = useDayFormat();
  const [params, setParams] = useSearchParams();
  const today = utcDay(new Date());
  const choice = parseRangeChoice(params, today);
  const range = rangeOf(choice, today);
  // The previous range's figures stay on screen (dimmed) while the next range loads.
  const progress = useQuery({ ...progressQueryOptions(range), placeholderData: keepPreviousData });
  const onChange = useCallback(
    (next: RangeChoice) => setParams(rangeChoiceToParams(next), { replace: true }),
    [setParams],
  );

  return (
    <>
      <ScreenTitle>{t('screens.progressTracker')}</ScreenTitle>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: { xs: 'stretch', md: 'flex-start' },
          flexDirection: { xs: 'column', md: 'row' },
          gap: 2,
          mb: 3,
        }}
      >
        <Typography color="text.secondary" sx={{ pt: { md: 0.75 } }}>
          {t('workspace.progress.rangeShown', {
            from: format.long(range.from),
            to: format.long(range.to),
          })}
        </Typography>
        <RangeSelector
          key={`${range.from}:${range.to}`}
          choice={choice}
          range={range}
          today={today}
          onChange={onChange}
        />
      </Box>
      {progress.isPending ? (
        <ProgressSkeleton />
      ) : progress.isError ? (
        <QueryErrorState title={t('workspace.progress.error')} query={progress} />
      ) : (
        <Box sx={{ position: 'relative' }} aria-busy={progress.isPlaceholderData}>
          {progress.isPlaceholderData && (
            <LinearProgress
              aria-label={t('workspace.loading')}
              sx={{ position: 'absolute', top: -12, left: 0, right: 0 }}
            />
          )}
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              opacity: progress.isPlaceholderData ? 0.6 : 1,
              transition: 'opacity 150ms',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
              alignItems: 'start',
            }}
          >
            <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
              <QuizTrendCard points={progress.data.quizTrend} latest={progress.data.latestQuiz} />
              <ActivityHeatmapCard
                range={{ from: progress.data.from, to: progress.data.to }}
                activity={progress.data.activity}
                streak={progress.data.streak}
              />
              <SkillLevelsCard skills={progress.data.skills} />
            </Box>
            <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
              <WeeklyGoalCard
                goal={progress.data.weeklyGoal.goal}
                done={progress.data.weeklyGoal.done}
              />
              <WeakAreasCard
                areas={progress.data.weakAreas}
                hasData={progress.data.skills.length > 0 || progress.data.feedbackTrend.length > 0}
              />
            </Box>
            <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
              <FeedbackTrendCard points={progress.data.feedbackTrend} />
            </Box>
            <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
              <QuestionScoresCard questions={progress.data.questions} />
            </Box>
          </Box>
        </Box>
      )}
    </>
  );
}
