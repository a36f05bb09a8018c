import { useParams } from 'react-router';
import { PostingEditorScreen } from '../../../features/postings/posting-editor-screen';

// Editing a job posting and its interview plan (decision 042).
export function Component() {
  const { id = '' } = useParams();
  return <PostingEditorScreen key={id} postingId={id} />;
}
