import { expect } from 'vitest';
import type { TestApp } from './test-app';

// A live stream (GET /api/events) opened against the test app, its events collected as they
// come, parsed as the browser parses them (docs/decisions/076-live-updates.md).
type Received = { id?: string; event?: string; data?: string };

export async function openLiveStream(app: TestApp, token: string, lastEventId?: string) {
  const abort = new AbortController();
  const res = await app.request('/api/events', {
    headers: {
      authorization: `Bearer ${token}`,
      ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
    },
    signal: abort.signal,
  });
  const events: Received[] = [];
  let comments = 0;
  let reader: ReadableStreamDefaultReader<string> | undefined;
  if (res.status === 200 && res.body) {
    reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    void (async () => {
      for (;;) {
        const { value, done } = await reader!.read().catch(() => ({ value: '', done: true }));
        if (done) return;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          if (block.startsWith(':')) {
            comments += 1;
            continue;
          }
          const event: Received = {};
          for (const line of block.split('\n')) {
            const at = line.indexOf(': ');
            const field = line.slice(0, at) as keyof Received;
            if (field === 'id' || field === 'event' || field === 'data') {
              event[field] = line.slice(at + 2);
            }
          }
          events.push(event);
        }
      }
    })();
  }
  const changes = () =>
    events
      .filter((e) => e.event === 'change')
      .map((e) => ({ id: e.id, ...(JSON.parse(e.data ?? '{}') as object) }));
  return {
    status: res.status,
    body: res.status === 200 ? null : ((await res.json()) as unknown),
    contentType: res.headers.get('content-type'),
    events,
    changes,
    comments: () => comments,
    // As a browser leaving: the connection goes, and the server sees its stream cancelled.
    close: () => {
      abort.abort();
      void reader?.cancel().catch(() => undefined);
    },
    // Resolves once `count` changes have arrived.
    waitFor: (count: number) => expect.poll(() => changes().length, { timeout: 5_000 }).toBe(count),
  };
}
