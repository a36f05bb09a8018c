import type { z } from 'zod';
import { getAccessToken } from './access-token';
import { ApiError, NETWORK_ERROR_STATUS } from './api-error';

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

type Upload<Schema extends z.ZodType> = {
  // The API's own origin only: the bearer token goes with it.
  url: URL;
  file: File;
  // The answer's shape; anything else is refused as client.bad_answer.
  schema: Schema;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
};

// POST a file as the raw body with the user's token, reporting upload progress. XMLHttpRequest
// rather than fetch: only it reports upload progress, which a long upload needs. Errors are the
// app's one error model (ApiError; AbortError when cancelled).
export function uploadWithProgress<Schema extends z.ZodType>({
  url,
  file,
  schema,
  onProgress,
  signal,
}: Upload<Schema>): Promise<z.infer<Schema>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    // A type the browser does not know goes as octet-stream.
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, body));
        return;
      }
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        console.error(`Unexpected response from POST ${url.pathname}`, parsed.error);
        reject(new ApiError(xhr.status, body, { code: 'client.bad_answer' }));
        return;
      }
      onProgress(1);
      resolve(parsed.data);
    };
    xhr.onerror = () => reject(new ApiError(NETWORK_ERROR_STATUS, null));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
