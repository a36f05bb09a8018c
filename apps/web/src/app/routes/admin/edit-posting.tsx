import { useParams } from 'react-router';
import { AdminPostingEditorScreen } from '../../../features/admin-postings/admin-posting-editor-screen';

// Editing any organization's posting (docs/decisions/057-admin-workspace.md).
export function Component() {
  const { id = '' } = useParams();
  return <AdminPostingEditorScreen key={id} postingId={id} />;
}
