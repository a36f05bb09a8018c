import { FileManagerScreen } from '../../../features/file-manager/components/file-manager-screen';

// The file manager at /apps/file-manager/:folderId? (decision 067).
export function Component() {
  return <FileManagerScreen />;
}
