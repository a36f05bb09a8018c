import { fileManagerItemSchema, type FileManagerItem } from '@rehearse/contracts/file-manager';
import { getAccessToken } from '../../../lib/access-token';
import { ApiError, NETWORK_ERROR_STATUS } from '../../../lib/api-error';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { FILE_MANAGER_BASE } from './file-manager.queries';

const authorization = (): Record<string, string> => {
  const token = getAccessToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
};

// POST upload with the file as the raw body, with progress for each file's bar. A type the
// browser does not know goes as octet-stream: the server goes by the extension.
export function uploadFile(
  file: File,
  folderId: string | null,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<FileManagerItem> {
  const url = new URL(`${FILE_MANAGER_BASE}/upload`, window.location.origin);
  if (folderId) url.searchParams.set('folderId', folderId);
  url.searchParams.set('name', file.name);
  return uploadWithProgress({ url, file, schema: fileManagerItemSchema, onProgress, signal });
}

// The download is behind the Bearer token, which a plain link cannot send: fetch the bytes,
// then hand them to the browser as a download through a short-lived object URL.
export async function downloadFile(item: FileManagerItem): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${FILE_MANAGER_BASE}/file/${encodeURIComponent(item.id)}/content`, {
      headers: authorization(),
      credentials: 'same-origin',
    });
  } catch (cause) {
    throw new ApiError(NETWORK_ERROR_STATUS, null, { cause });
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiError(response.status, body);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = item.name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled; the download keeps its own copy.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
