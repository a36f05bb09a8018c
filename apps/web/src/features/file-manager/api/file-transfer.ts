import { fileManagerItemSchema, type FileManagerItem } from '@rehearse/contracts/file-manager';
import { getAccessToken } from '../../../lib/access-token';
import { ApiError, NETWORK_ERROR_STATUS } from '../../../lib/api-error';
import { FILE_MANAGER_BASE } from './file-manager.queries';

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const authorization = (): Record<string, string> => {
  const token = getAccessToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
};

// POST upload with the file as the raw body. XMLHttpRequest rather than fetch: only it reports
// upload progress, which each file's progress bar shows.
export function uploadFile(
  file: File,
  folderId: string | null,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<FileManagerItem> {
  return new Promise((resolve, reject) => {
    const url = new URL(`${FILE_MANAGER_BASE}/upload`, window.location.origin);
    if (folderId) url.searchParams.set('folderId', folderId);
    url.searchParams.set('name', file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    // A type the browser does not know goes as octet-stream: the server goes by the extension.
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    for (const [name, value] of Object.entries(authorization())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, body));
        return;
      }
      const parsed = fileManagerItemSchema.safeParse(body);
      if (!parsed.success) {
        console.error('Unexpected response from POST file-manager/upload', parsed.error);
        reject(new ApiError(xhr.status, body, { code: 'client.bad_answer' }));
        return;
      }
      onProgress(1);
      resolve(parsed.data);
    };
    xhr.onerror = () => reject(new ApiError(NETWORK_ERROR_STATUS, null));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
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
