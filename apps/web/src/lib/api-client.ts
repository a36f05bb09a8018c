import type { z } from 'zod';
import { ApiError, NETWORK_ERROR_STATUS } from './api-error';
import { apiTransport } from './api-transport';
import { isOwnApiUrl } from './is-own-api-url';
import { CLIENT_ID } from './live-updates/client-id';

type QueryValue = string | number | boolean | null | undefined;

export type ApiRequestOptions = {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  // For calls whose 401 means "these credentials are wrong", not "the session ended".
  skipUnauthorizedHandler?: boolean;
  // This call's own bearer token instead of the session's (a provider's token signing in).
  accessToken?: string;
};

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

function buildUrl(path: string, origin: string, query: ApiRequestOptions['query']): URL {
  const url = new URL(path, origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.length === 0) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function request<S extends z.ZodType>(
  method: Method,
  path: string,
  schema: S,
  options: ApiRequestOptions = {},
): Promise<z.output<S>> {
  const transport = apiTransport();
  const url = buildUrl(path, transport.origin, options.query);
  // The language on display (<html lang>, lib/i18n.ts): the server writes what it stores for the
  // user, such as notifications, in it.
  const headers = new Headers({
    Accept: 'application/json',
    'Accept-Language': transport.language,
  });
  // The token goes to the app's own API only, never to another origin (decision: Auth).
  const ownApi = isOwnApiUrl(url, transport.origin);
  const token = ownApi ? (options.accessToken ?? (await transport.accessToken())) : null;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // Which tab made a change: its own live stream then skips reloading it (lib/live-updates).
  if (ownApi) headers.set('X-Client-Id', CLIENT_ID);
  // A session whose token could not be renewed still ends on the API's 401.
  const signedIn = token !== null || (ownApi && transport.hasSession());
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');

  const bodyText = options.body === undefined ? undefined : JSON.stringify(options.body);
  let response: Response;
  try {
    response = await transport.send(url, {
      method,
      headers,
      body: bodyText,
      signal: options.signal,
    });
  } catch (cause) {
    throw new ApiError(NETWORK_ERROR_STATUS, null, { cause });
  }

  const body = await readBody(response);
  if (!response.ok) {
    if (response.status === 401 && signedIn && !options.skipUnauthorizedHandler) {
      transport.sessionEnded();
    }
    throw new ApiError(response.status, body);
  }

  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    // Logged with the call, so the mismatch can be found; the user reads client.bad_answer.
    console.error(`Unexpected response from ${method} ${url.pathname}`, parsed.error);
    throw new ApiError(response.status, body, { code: 'client.bad_answer' });
  }
  return parsed.data;
}

export const apiClient = {
  get: <S extends z.ZodType>(path: string, schema: S, options?: ApiRequestOptions) =>
    request('GET', path, schema, options),
  post: <S extends z.ZodType>(path: string, schema: S, options?: ApiRequestOptions) =>
    request('POST', path, schema, options),
  patch: <S extends z.ZodType>(path: string, schema: S, options?: ApiRequestOptions) =>
    request('PATCH', path, schema, options),
  put: <S extends z.ZodType>(path: string, schema: S, options?: ApiRequestOptions) =>
    request('PUT', path, schema, options),
  delete: <S extends z.ZodType>(path: string, schema: S, options?: ApiRequestOptions) =>
    request('DELETE', path, schema, options),
};
