import { PostingEditorScreen } from '../../../features/postings/posting-editor-screen';

// A new job posting: saved as a draft, then shown (decision 042).
export function Component() {
  return <PostingEditorScreen />;
}
