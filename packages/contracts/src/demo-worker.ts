// Messages of the demo build (docs/decisions/077-demo-mode.md) between its service worker
// (apps/web/src/demo/demo-service-worker.ts), the page (apps/web/src/demo/demo-main.ts) and the
// API worker (apps/api/src/browser/api-worker.ts). A request to /api travels whole (its body is
// read once and transferred, never copied); its answer comes back over a MessagePort of its own,
// head first and then the body chunk by chunk, so a streaming answer (the live stream,
// GET /api/events) flows as it is written and a reader that stops cancels it.

export type SerializedRequest = {
  url: string;
  method: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
};

// Along the answer's port, from the API worker to whoever asked.
export type AnswerMessage =
  | { type: 'head'; status: number; statusText: string; headers: [string, string][] }
  | { type: 'chunk'; bytes: ArrayBuffer }
  | { type: 'end' }
  | { type: 'failed'; message: string };

// Along the answer's port, back to the API worker: the reader went away (a closed tab, an
// aborted fetch, the live stream stopped).
export type AnswerControl = { type: 'cancel' };

// From the service worker to the page that made the request; the answer's port is
// `event.ports[0]`, and the page passes it on to the API worker with the request. Types only:
// the service worker is a script of its own and shares no module with the page at run time.
export type ServiceWorkerToPage = { type: 'rehearse-demo-request'; request: SerializedRequest };

// From the page to its service worker: take control of this page now (a page loaded with the
// service worker bypassed, e.g. after a hard reload).
export type PageToServiceWorker = { type: 'claim' };

// An email the demo queued instead of sending (the demo menu's outbox panel).
export type DemoOutboxEmail = {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  status: string;
  createdAt: string;
};

export type ToWorker =
  | { type: 'start'; dumpUrl: string; origin: string }
  // The answer's port travels in the message's transfer list (`event.ports[0]`).
  | { type: 'request'; request: SerializedRequest }
  // Demo only, no HTTP route: the outbox, answered on `event.ports[0]` as an OutboxAnswer.
  | { type: 'outbox' };

export type OutboxAnswer =
  { type: 'outbox'; emails: DemoOutboxEmail[] } | { type: 'failed'; message: string };

// Progress while the database loads: the dump's bytes downloaded, then PGlite opening it.
export type DemoProgress =
  | { stage: 'downloading'; loaded: number; total: number }
  | { stage: 'opening' }
  | { stage: 'ready'; firstStart: boolean };

export type FromWorker =
  { type: 'progress'; progress: DemoProgress } | { type: 'failed'; message: string };

// PGlite's data dir in IndexedDB, which its file system names `/pglite/<name>`.
export const DEMO_DATA_DIR = 'idb://rehearse-demo';

// Every IndexedDB database the demo keeps, which "Reset demo data" deletes: PGlite's, and the
// recordings' and files' object store.
export const DEMO_DATABASE_NAMES = {
  pglite: '/pglite/rehearse-demo',
  objects: 'rehearse-demo-objects',
} as const;
