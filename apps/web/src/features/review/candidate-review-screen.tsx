import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryErrorState } from '../../components/error-state';
import { ScreenTitle } from '../../components/screen-title';
import { paths } from '../../config/paths';
import { scorecardsQueryOptions } from './api/review.queries';
import { CandidateAnswers } from './components/candidate-answers';
import { DecisionPanel } from './components/decision-panel';
import { ScorecardForm } from './components/scorecard-form';
import { TeamScores } from './components/team-scores';

// One candidate of a posting as the hiring team reviews them: their answers (decision 051), their
// own scorecard on the rubric and, when blind scoring allows, the team's
// (docs/decisions/049-scorecards-and-blind-review.md).
export function CandidateReviewScreen({
  postingId,
  candidateId,
}: {
  postingId: string;
  candidateId: string;
}) {
  const { t } = useTranslation();
  const query = useQuery(scorecardsQueryOptions(postingId, candidateId));
  const back = (
    <Link
      href={paths.recruiter.compareCandidates.getHref(postingId)}
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1.5, fontSize: '0.875rem' }}
    >
      <ArrowBack fontSize="inherit" aria-hidden />
      {t('screens.compareCandidates')}
    </Link>
  );
  if (query.isError) {
    return (
      <>
        {back}
        <ScreenTitle>{t('screens.candidateReview')}</ScreenTitle>
        <QueryErrorState title={t('review.loadFailed')} query={query} />
      </>
    );
  }
  if (!query.data) {
    return (
      <Box
        role="status"
        aria-busy="true"
        aria-label={t('review.loading')}
        sx={{ display: 'grid', gap: 3 }}
      >
        <Skeleton variant="text" width="40%" height={48} />
        <Skeleton variant="rounded" height={320} />
      </Box>
    );
  }
  const scorecards = query.data;
  return (
    <>
      {back}
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap', mb: 3 }}>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {scorecards.candidate.name}
        </Typography>
        <Chip size="small" label={t(`review.stages.${scorecards.candidate.stage}`)} />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <CandidateAnswers postingId={postingId} candidateId={candidateId} />
        {/* Beside the answers on a wide screen, so a reviewer scores while listening. */}
        <Box sx={{ display: 'grid', gap: 4 }}>
          {scorecards.can_score ? (
            <ScorecardForm
              key={scorecards.mine?.updated_at ?? 'new'}
              postingId={postingId}
              scorecards={scorecards}
            />
          ) : (
            <Alert severity="info">
              {t(
                scorecards.criteria.length === 0
                  ? 'review.cannotScore.noRubric'
                  : 'review.cannotScore.other',
              )}
            </Alert>
          )}
          {scorecards.can_decide && (
            <DecisionPanel
              postingId={postingId}
              candidateId={candidateId}
              stage={scorecards.candidate.stage}
            />
          )}
          <TeamScores scorecards={scorecards} />
        </Box>
      </Box>
    </>
  );
}
