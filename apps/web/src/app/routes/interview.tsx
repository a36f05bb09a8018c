import { useParams } from 'react-router';
import { CandidateInterviewScreen } from '../../features/candidate-interview/candidate-interview-screen';

export function Component() {
  const { token = '' } = useParams();
  return <CandidateInterviewScreen token={token} />;
}
