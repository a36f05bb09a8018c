import { createRoute, z } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { INVALID_TOKEN, requireAuth } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { LiveEvent } from '../../platform/live-events';
import { bearerSecurity, errorContent } from '../../platform/openapi';
import { createCommonRouter } from '../../platform/router';

// GET /api/events: the signed-in user's live stream (docs/decisions/076-live-updates.md).

// A comment line this often keeps proxies and load balancers from closing an idle stream.
export const HEARTBEAT_MS = 25_000;
// Streams one user may hold on one process (tabs, devices); more answer 429.
export const MAX_STREAMS_PER_USER = 30;
// What the browser waits before reconnecting after the stream ends.
const RETRY_MS = 3_000;

const stream = createRoute({
  method: 'get',
  path: '/',
  tags: ['Live updates'],
  summary: 'Server-Sent Events: which areas changed for the signed-in user',
  description:
    'Each event is `event: change`, `id: <number>`, `data: {"topic": "apps/notes", "origin": ' +
    '"<the X-Client-Id of the tab that made the change, or null>"}`. A reconnecting client ' +
    'sends `Last-Event-ID` and first gets what it missed (kept a day, at most 500). A comment ' +
    'line every 25 s keeps the connection open.',
  security: bearerSecurity,
  middleware: requireAuth,
  request: {
    headers: z.object({
      'last-event-id': z
        .string()
        .regex(/^\d{1,15}$/, 'Last-Event-ID must be an event id')
        .optional(),
    }),
  },
  responses: {
    200: { description: 'The stream', content: { 'text/event-stream': { schema: z.string() } } },
    401: errorContent(INVALID_TOKEN),
    429: errorContent('Too many open streams for this user'),
  },
});

const toMessage = (event: LiveEvent) => ({
  id: String(event.id),
  event: 'change',
  data: JSON.stringify({ topic: event.topic, origin: event.origin }),
});

export const liveEventRoutes = createCommonRouter().openapi(stream, async (c) => {
  const { db, user, services } = c.var;
  const hub = services.liveEvents;
  await hub.start(db);
  if (hub.streams(user.id) >= MAX_STREAMS_PER_USER) {
    throw new AppError('request.rate_limited', 'Too many open live streams; close a tab');
  }
  const lastEventId = Number(c.req.valid('header')['last-event-id'] ?? 0);
  // The promise this stream's callback waits on; ended by the client leaving or by shutdown.
  let end!: () => void;
  const ended = new Promise<void>((resolve) => {
    end = resolve;
  });
  // Until the missed events are written, new ones wait, so the order holds.
  let held: LiveEvent[] | undefined = [];
  let lastSent = lastEventId;
  let send!: (event: LiveEvent) => void;
  // Subscribed before the replay is read, so nothing falls between the two.
  const unsubscribe = hub.subscribe(user.id, {
    send: (event) => (held ? held.push(event) : send(event)),
    close: () => end(),
  });
  return streamSSE(
    c,
    async (sse) => {
      sse.onAbort(() => end());
      send = (event) => {
        if (event.id <= lastSent) return;
        lastSent = event.id;
        void sse.writeSSE(toMessage(event)).catch(() => end());
      };
      await sse.writeSSE({ event: 'ready', data: '{}', retry: RETRY_MS });
      if (lastEventId > 0)
        for (const event of await hub.missed(db, user.id, lastEventId)) send(event);
      for (const event of held ?? []) send(event);
      held = undefined;
      const heartbeat = setInterval(
        () => void sse.write(': keep-alive\n\n').catch(() => end()),
        HEARTBEAT_MS,
      );
      try {
        await ended;
      } finally {
        clearInterval(heartbeat);
        unsubscribe();
      }
    },
    async () => {
      unsubscribe();
    },
  );
});
