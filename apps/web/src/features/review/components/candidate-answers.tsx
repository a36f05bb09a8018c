import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryErrorState } from '../../../components/error-state';
import { answersQueryOptions } from '../api/review.queries';
import { AnswerCard } from './answer-card';

// The candidate's answers, question by question, beside the scorecard
// (docs/decisions/051-reviewing-candidate-answers.md). For the hiring team of an anonymised
// posting the server hands out audio only (or transcripts only), and this says so.
export function CandidateAnswers({
  postingId,
  candidateId,
}: {
  postingId: string;
  candidateId: string;
}) {
  const { t } = useTranslation();
  const query = useQuery(answersQueryOptions(postingId, candidateId));
  let body;
  if (query.isError) {
    body = <QueryErrorState title={t('review.answers.loadFailed')} query={query} />;
  } else if (!query.data) {
    body = (
      <Box
        role="status"
        aria-busy="true"
        aria-label={t('review.answers.loading')}
        sx={{ display: 'grid', gap: 2 }}
      >
        <Skeleton variant="rounded" height={220} />
        <Skeleton variant="rounded" height={120} />
      </Box>
    );
  } else {
    const { answers, anonymized, media_note } = query.data;
    const answeredCount = answers.filter((a) => a.submitted_at !== null).length;
    body = (
      <>
        {anonymized && (
          <Alert severity="info">
            {t(
              media_note === 'transcript-only'
                ? 'review.answers.anonymizedTranscripts'
                : 'review.answers.anonymized',
            )}
          </Alert>
        )}
        {answeredCount === 0 ? (
          <Typography color="text.secondary">{t('review.answers.empty')}</Typography>
        ) : (
          answers.map((answer) => (
            <AnswerCard
              key={answer.question_id}
              answer={answer}
              total={answers.length}
              transcriptOnly={media_note === 'transcript-only'}
            />
          ))
        )}
      </>
    );
  }
  return (
    <Box component="section" aria-labelledby="candidate-answers" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="candidate-answers" variant="h2">
        {t('review.answers.title')}
      </Typography>
      {body}
    </Box>
  );
}
