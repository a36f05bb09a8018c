import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../../../lib/api-error';
import { mockInterviewQueryOptions } from '../../api/mock-interviews.queries';
import { QueryErrorState } from '../../../../components/error-state';
import { QuestionSkeleton } from '../../components/interview-skeletons';
import { mockFeedbackHref, mockRunHref, type RunLocationState } from '../../interview-hrefs';
import { MockInterviewScreen, NoInterview } from '../no-interview';
import { InterviewRunner } from './interview-runner';

function RunScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const query = useQuery(mockInterviewQueryOptions(id));
  // Read once: the history entry keeps its state across a reload, which must not start the
  // run again without a click, so the flag is cleared from it at once.
  const [autoStart] = useState(
    () => (location.state as RunLocationState | null)?.autoStart === true,
  );
  useEffect(() => {
    if (autoStart) void navigate(mockRunHref(id), { replace: true, state: null });
  }, [autoStart, navigate, id]);

  if (query.isPending) return <QuestionSkeleton />;
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
  if (query.data.status === 'completed') return <Navigate to={mockFeedbackHref(id)} replace />;
  return <InterviewRunner interview={query.data} autoStart={autoStart} />;
}

// A mock interview run (?interview=<id>); the classic layout folds its navigation away here.
export function MockRunScreen() {
  const { t } = useTranslation();
  return (
    <MockInterviewScreen title={t('screens.mockInterviewPractice')}>
      {(id) => <RunScreen key={id} id={id} />}
    </MockInterviewScreen>
  );
}
