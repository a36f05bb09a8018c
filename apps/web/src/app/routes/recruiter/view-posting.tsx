import { useParams } from 'react-router';
import { PostingViewScreen } from '../../../features/postings/posting-view-screen';

// A job posting as its team reads it, with the editors' actions (decision 042).
export function Component() {
  const { id = '' } = useParams();
  return <PostingViewScreen key={id} postingId={id} />;
}
