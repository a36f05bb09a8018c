// @vitest-environment jsdom
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiServer } from '../test/api-server';
import { setAccessToken, clearAccessToken } from './access-token';
import { apiClient } from './api-client';
import { dropEarlyRequests, sendEarlyRequests } from './early-requests';
import { SESSION_CHECK_PATH, organizationPath, shellPaths } from './shell-paths';

const ORGANIZATION_ID = '5d0c8f0e-2f5e-4f53-9d59-1f2b0c6f4a11';

// Counts the requests the server receives, by "METHOD path", and answers each with its number.
function countingApi() {
  const received = new Map<string, number>();
  const count = (key: string) => {
    const n = (received.get(key) ?? 0) + 1;
    received.set(key, n);
    return n;
  };
  apiServer.use(
    http.post(SESSION_CHECK_PATH, async ({ request }) => {
      const n = count(`POST ${SESSION_CHECK_PATH}`);
      const body = (await request.json()) as { accessToken: string };
      return HttpResponse.json({
        accessToken: `${body.accessToken}-renewed`,
        user: { roles: ['candidate'], metadata: { organization_id: ORGANIZATION_ID } },
        answer: n,
      });
    }),
    ...Object.values(shellPaths).map((path) =>
      http.get(path, () => HttpResponse.json({ answer: count(`GET ${path}`) })),
    ),
    http.get(organizationPath(ORGANIZATION_ID), () =>
      HttpResponse.json({ answer: count(`GET ${organizationPath(ORGANIZATION_ID)}`) }),
    ),
  );
  return received;
}

const answerSchema = z.object({ answer: z.number() });

describe('early requests', () => {
  beforeEach(() => setAccessToken('stored-token'));
  afterEach(() => {
    dropEarlyRequests();
    clearAccessToken();
  });

  it('sends the session check, the frame’s data and then the organization before anything asks', async () => {
    const received = countingApi();
    sendEarlyRequests();
    await expect.poll(() => received.get(`GET ${organizationPath(ORGANIZATION_ID)}`)).toBe(1);
    expect(received.get(`POST ${SESSION_CHECK_PATH}`)).toBe(1);
    for (const path of Object.values(shellPaths)) expect(received.get(`GET ${path}`)).toBe(1);
  });

  it('gives each early answer to the API client once; the next call goes to the server', async () => {
    const received = countingApi();
    sendEarlyRequests();
    const first = await apiClient.get(shellPaths.navigation, answerSchema);
    const second = await apiClient.get(shellPaths.navigation, answerSchema);
    expect([first.answer, second.answer]).toEqual([1, 2]);
    expect(received.get(`GET ${shellPaths.navigation}`)).toBe(2);
  });

  it('serves the session check early only for the same body', async () => {
    const received = countingApi();
    sendEarlyRequests();
    const other = await apiClient.post(SESSION_CHECK_PATH, answerSchema, {
      body: { accessToken: 'another-token' },
    });
    const same = await apiClient.post(SESSION_CHECK_PATH, answerSchema, {
      body: { accessToken: 'stored-token' },
    });
    expect(other.answer).toBe(2);
    expect(same.answer).toBe(1);
    expect(received.get(`POST ${SESSION_CHECK_PATH}`)).toBe(2);
  });

  it('never serves an answer that was dropped', async () => {
    const received = countingApi();
    sendEarlyRequests();
    await expect.poll(() => received.get(`GET ${shellPaths.settings}`)).toBe(1);
    dropEarlyRequests();
    const settings = await apiClient.get(shellPaths.settings, answerSchema);
    expect(settings.answer).toBe(2);
  });

  it('sends nothing without a stored session', async () => {
    clearAccessToken();
    const received = countingApi();
    sendEarlyRequests();
    // Signed in afterwards, the first call is the first request the server sees.
    setAccessToken('new-token');
    const navigation = await apiClient.get(shellPaths.navigation, answerSchema);
    expect(navigation.answer).toBe(1);
    expect([...received.keys()]).toEqual([`GET ${shellPaths.navigation}`]);
  });
});
