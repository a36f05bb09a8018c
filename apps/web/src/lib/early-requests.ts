import { getAccessToken, providerTokenExpired } from './access-token';
import { SESSION_CHECK_PATH, organizationPath, shellPaths } from './shell-paths';

// A signed-in visit's first requests (the session check, the frame's data, the organization)
// go out as soon as the entry runs, beside the download of the code that reads their answers,
// instead of after it: on a phone that code takes a second or more to arrive and start
// (docs/decisions/035-signed-in-first-screen.md). The API client takes each answer from here
// once, for the same method, path and body; anything else is fetched as usual. A new or ended
// session drops what is left.

type EarlyRequest = { body: string | undefined; response: Promise<Response> };

const early = new Map<string, EarlyRequest>();

const keyOf = (method: string, path: string) => `${method} ${path}`;

function send(
  method: 'GET' | 'POST',
  path: string,
  token: string,
  body?: unknown,
): Promise<Response> {
  const bodyText = body === undefined ? undefined : JSON.stringify(body);
  const headers = new Headers({ Accept: 'application/json', Authorization: `Bearer ${token}` });
  if (bodyText !== undefined) headers.set('Content-Type', 'application/json');
  const url = new URL(path, window.location.origin);
  const response = fetch(url, { method, headers, body: bodyText, credentials: 'same-origin' });
  // Read or not, a failure here is the API client's to report when it takes the answer.
  response.catch(() => undefined);
  early.set(keyOf(method, path), { body: bodyText, response });
  return response;
}

// The answer to a request sent early, once; undefined when there is none to take.
export function takeEarlyResponse(
  method: string,
  path: string,
  bodyText: string | undefined,
): Promise<Response> | undefined {
  const key = keyOf(method, path);
  const request = early.get(key);
  if (!request || request.body !== bodyText) return undefined;
  early.delete(key);
  return request.response;
}

export function dropEarlyRequests(): void {
  early.clear();
}

type SessionAnswer = { user?: { roles?: unknown; metadata?: { organization_id?: unknown } } };

// With a stored token, before any screen code has loaded.
export function sendEarlyRequests(): void {
  const token = getAccessToken();
  // An expired provider token is renewed first (lib/oidc/); sent now it would only be refused.
  if (!token || providerTokenExpired()) return;
  const session = send('POST', SESSION_CHECK_PATH, token, { accessToken: token });
  for (const path of Object.values(shellPaths)) void send('GET', path, token);
  // The organization tells whether the user is a recruiter (lib/session/session.queries.ts);
  // its id is in the session check's answer, read here from a copy without its schema.
  session
    .then((response) => (response.ok ? (response.clone().json() as Promise<SessionAnswer>) : null))
    .then((answer) => {
      const organizationId = answer?.user?.metadata?.organization_id;
      if (typeof organizationId === 'string' && organizationId !== '') {
        void send('GET', organizationPath(organizationId), token);
      }
    })
    .catch(() => undefined);
}
