import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { isApiError } from '../../../../lib/api-error';
import { mockInterviewQueryOptions } from '../../api/mock-interviews.queries';
import { QueryErrorState } from '../../../../components/error-state';
import { FeedbackSkeleton } from '../../components/interview-skeletons';
import { mockRunHref, mockSetupHref } from '../../interview-hrefs';
import { InterviewOverview } from './interview-overview';
import { QuestionFeedback } from './question-feedback';
import { MockInterviewScreen, NoInterview } from '../no-interview';

function FeedbackScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useQuery(mockInterviewQueryOptions(id));

  if (query.isPending) return <FeedbackSkeleton />;
  if (query.isError) {
    return isApiError(query.error) && query.error.status === 404 ? (
      <NoInterview
        title={t('interviews.run.notFoundTitle')}
        body={t('interviews.run.notFoundBody')}
      />
    ) : (
      <QueryErrorState title={t('interviews.errors.interview')} query={query} />
    );
  }
  const interview = query.data;
  // Feedback comes at the end: an interview still running goes back to its run.
  if (interview.status !== 'completed' || !interview.feedback) {
    return <Navigate to={mockRunHref(id)} replace />;
  }
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Button href={mockSetupHref()} startIcon={<ArrowBack />} sx={{ justifySelf: 'start' }}>
        {t('interviews.feedback.backToInterviews')}
      </Button>
      <InterviewOverview interview={interview} feedback={interview.feedback} />
      {interview.questions.map((question) => (
        <QuestionFeedback
          key={question.position}
          interviewId={interview.id}
          question={question}
          onRefresh={() => void query.refetch()}
        />
      ))}
    </Box>
  );
}

// A finished mock interview's feedback (?interview=<id>).
export function MockFeedbackScreen() {
  const { t } = useTranslation();
  return (
    <MockInterviewScreen title={t('screens.mockInterviewFeedback')}>
      {(id) => <FeedbackScreen key={id} id={id} />}
    </MockInterviewScreen>
  );
}
