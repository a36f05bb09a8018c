// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiServer } from '../../test/api-server';
import { clearAccessToken, setAccessToken } from '../access-token';
import { CLIENT_ID } from './client-id';
import { startLiveStream } from './live-stream';

// A stream that sends these events and then ends, as a server that went away.
const sse = (...blocks: string[]) =>
  new HttpResponse(
    new ReadableStream({
      start(controller) {
        for (const block of blocks) controller.enqueue(new TextEncoder().encode(block));
        controller.close();
      },
    }),
    { headers: { 'content-type': 'text/event-stream' } },
  );
const change = (id: number, topic: string, origin: string | null) =>
  `id: ${id}\nevent: change\ndata: ${JSON.stringify({ topic, origin })}\n\n`;

describe('the live stream', () => {
  beforeEach(() => setAccessToken('token-1'));
  afterEach(() => clearAccessToken());

  it('reloads what another tab changed, skips its own, and reconnects with Last-Event-ID', async () => {
    const seen: { auth: string | null; lastEventId: string | null }[] = [];
    apiServer.use(
      http.get('*/api/events', ({ request }) => {
        seen.push({
          auth: request.headers.get('authorization'),
          lastEventId: request.headers.get('last-event-id'),
        });
        if (seen.length === 1) {
          return sse(
            'event: ready\nretry: 3000\ndata: {}\n\n',
            change(7, 'apps/notes', 'another-tab-1234'),
            change(8, 'apps/tasks', CLIENT_ID),
            ': keep-alive\n\n',
          );
        }
        return new HttpResponse(null, { status: 401 });
      }),
    );
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const stream = startLiveStream(queryClient);
    await vi.waitFor(() => expect(seen).toHaveLength(2), { timeout: 3_000 });
    stream.stop();
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['notes']]);
    expect(seen).toEqual([
      { auth: 'Bearer token-1', lastEventId: null },
      { auth: 'Bearer token-1', lastEventId: '8' },
    ]);
  });

  it('stops when signed out or when the server has no live updates', async () => {
    let calls = 0;
    apiServer.use(
      http.get('*/api/events', () => {
        calls += 1;
        return HttpResponse.json({ error: 'Live updates are not available' }, { status: 503 });
      }),
    );
    const stream = startLiveStream(new QueryClient());
    await vi.waitFor(() => expect(calls).toBe(1));
    await new Promise((done) => setTimeout(done, 1_500));
    expect(calls).toBe(1);
    stream.stop();
    clearAccessToken();
    const none = startLiveStream(new QueryClient());
    await new Promise((done) => setTimeout(done, 50));
    expect(calls).toBe(1);
    none.stop();
  });
});
