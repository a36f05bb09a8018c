import { PostingsListScreen } from '../../../features/postings/postings-list-screen';

// Job Postings: the organization's postings by state, searched, sorted and paged (decision 042).
export function Component() {
  return <PostingsListScreen />;
}
