import { getAccessToken } from '../../../lib/access-token';
import { ApiError, NETWORK_ERROR_STATUS } from '../../../lib/api-error';

export const EXPORT_FILE_NAME = 'rehearse-export.json';

// The export is an attachment behind the Bearer token, which a plain link cannot send: fetch it,
// then hand the browser the bytes as a download through a short-lived object URL.
export async function downloadExport(): Promise<void> {
  const token = getAccessToken();
  let response: Response;
  try {
    response = await fetch('/api/workspace/export', {
      headers: {
        Accept: 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      credentials: 'same-origin',
    });
  } catch (cause) {
    throw new ApiError(NETWORK_ERROR_STATUS, null, { cause });
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiError(response.status, body);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(new Blob([blob], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = EXPORT_FILE_NAME;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled; the download keeps its own copy.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
