import { AdminPostingEditorScreen } from '../../../features/admin-postings/admin-posting-editor-screen';

// A new posting on an organization's behalf (docs/decisions/057-admin-workspace.md).
export function Component() {
  return <AdminPostingEditorScreen />;
}
