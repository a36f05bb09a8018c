import { createParser } from 'eventsource-parser';

export type Change = { id: string; topic: string; origin: string | null };
export type EventStream = {
  changes: () => Change[];
  // Resolves once the stream said it is ready (subscribed on the server).
  ready: Promise<void>;
  close: () => void;
};

// A live stream (GET /api/events) read as the browser reads it: fetch with the Bearer header.
export async function openEventStream(url: string, token: string): Promise<EventStream> {
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  if (response.status !== 200 || !response.body) {
    throw new Error(`GET ${url} answered ${response.status}`);
  }
  const changes: Change[] = [];
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  const parser = createParser({
    onEvent: (event) => {
      if (event.event === 'ready') markReady();
      if (event.event !== 'change') return;
      const data = JSON.parse(event.data) as { topic: string; origin: string | null };
      changes.push({ id: event.id ?? '', ...data });
    },
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: '', done: true }));
      if (done) return;
      parser.feed(value);
    }
  })();
  return {
    changes: () => [...changes],
    ready,
    close: () => abort.abort(),
  };
}
