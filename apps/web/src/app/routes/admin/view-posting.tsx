import { useParams } from 'react-router';
import { AdminPostingViewScreen } from '../../../features/admin-postings/admin-posting-view-screen';

// Any organization's posting, with Edit and its state changes (decision 057).
export function Component() {
  const { id = '' } = useParams();
  return <AdminPostingViewScreen key={id} postingId={id} />;
}
