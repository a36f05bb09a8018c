import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { QueryClient } from '@tanstack/react-query';
import { freshAccessToken } from '../oidc/fresh-access-token';
import { CLIENT_ID } from './client-id';
import { queryKeysOfTopic } from './live-topics';

// The tab's one live stream (GET /api/events, docs/decisions/076-live-updates.md): a change made
// in another tab, on another device or by a teammate reloads the queries that show it. fetch
// rather than EventSource, which cannot send the Authorization header. Reconnects with growing
// waits and Last-Event-ID, so nothing is missed across a dropped connection.

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

type ChangeData = { topic?: unknown; origin?: unknown };

export type LiveStream = { stop: () => void };

export function startLiveStream(
  queryClient: QueryClient,
  options: { url?: string } = {},
): LiveStream {
  const url = options.url ?? '/api/events';
  let stopped = false;
  let abort: AbortController | undefined;
  let lastEventId: string | undefined;
  let retryMs = FIRST_RETRY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const onEvent = (message: EventSourceMessage) => {
    if (message.id) lastEventId = message.id;
    if (message.event !== 'change') return;
    let data: ChangeData;
    try {
      data = JSON.parse(message.data) as ChangeData;
    } catch {
      return;
    }
    if (typeof data.topic !== 'string' || data.origin === CLIENT_ID) return;
    for (const queryKey of queryKeysOfTopic(data.topic)) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };

  const connect = async (): Promise<'again' | 'stop'> => {
    // A provider's token is renewed first when it has expired (lib/oidc).
    const token = await freshAccessToken();
    if (!token) return 'stop';
    abort = new AbortController();
    const response = await fetch(url, {
      headers: {
        Accept: 'text/event-stream',
        Authorization: `Bearer ${token}`,
        ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}),
      },
      signal: abort.signal,
    });
    // Signed out, or a server without live updates: nothing to retry.
    if (response.status === 401 || response.status === 503) return 'stop';
    if (!response.ok || !response.body) return 'again';
    retryMs = FIRST_RETRY_MS;
    const parser = createParser({ onEvent });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return 'again';
      parser.feed(value);
    }
  };

  const run = () => {
    timer = undefined;
    void connect()
      .catch(() => 'again' as const)
      .then((next) => {
        if (stopped || next === 'stop') return;
        // A little jitter, so tabs that lost the server together do not return together.
        timer = setTimeout(run, retryMs * (0.8 + Math.random() * 0.4));
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
      });
  };
  run();

  return {
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      abort?.abort();
    },
  };
}
