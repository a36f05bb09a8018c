import { useParams } from 'react-router';
import { CandidateReviewScreen } from '../../../features/review/candidate-review-screen';

// One candidate of a posting under review: scorecards on the rubric (decision 049).
export function Component() {
  const { id = '', candidateId = '' } = useParams();
  return (
    <CandidateReviewScreen key={`${id}/${candidateId}`} postingId={id} candidateId={candidateId} />
  );
}
