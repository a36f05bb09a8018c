import type {
  AnswerControl,
  AnswerMessage,
  PageToServiceWorker,
  SerializedRequest,
  ServiceWorkerToPage,
} from '@rehearse/contracts/demo-worker';

// The demo build's one door to its API (docs/decisions/077-demo-mode.md), emitted as demo-sw.js
// by vite.demo.config.ts. Every request a controlled page makes to its origin's /api, whatever
// made it (fetch, XMLHttpRequest uploads, <audio>/<video>/<img> with Range requests), is handed
// to that page, whose API worker answers it over a MessagePort, head first and then the body
// chunk by chunk, so the live stream (GET /api/events) flows. A script of its own: it imports
// types only, so the bundler gives it no shared chunk and it registers as a classic script.

// The few service worker types used here; the web app's tsconfig has the DOM lib, not WebWorker.
type ServiceWorkerClient = {
  type: string;
  postMessage: (message: unknown, transfer: Transferable[]) => void;
};
type ExtendableEvent = Event & { waitUntil: (promise: Promise<unknown>) => void };
type FetchEvent = ExtendableEvent & {
  request: Request;
  clientId: string;
  resultingClientId: string;
  respondWith: (response: Promise<Response>) => void;
};
type Scope = {
  location: Location;
  skipWaiting: () => Promise<void>;
  clients: {
    claim: () => Promise<void>;
    get: (id: string) => Promise<ServiceWorkerClient | undefined>;
  };
  addEventListener: ((
    type: 'install' | 'activate',
    listener: (event: ExtendableEvent) => void,
  ) => void) &
    ((type: 'fetch', listener: (event: FetchEvent) => void) => void) &
    ((
      type: 'message',
      listener: (event: ExtendableEvent & { data: PageToServiceWorker }) => void,
    ) => void);
};
const scope = self as unknown as Scope;

// A new build's worker takes over at once: it only relays, so the pages it inherits keep working.
scope.addEventListener('install', (event) => event.waitUntil(scope.skipWaiting()));
// Pages opened before this worker was active come under its control without a reload.
scope.addEventListener('activate', (event) => event.waitUntil(scope.clients.claim()));
// A page loaded with the worker bypassed (a hard reload) asks to be taken.
scope.addEventListener('message', (event) => {
  if (event.data?.type === 'claim') event.waitUntil(scope.clients.claim());
});

const isApi = (url: URL) =>
  url.origin === scope.location.origin &&
  (url.pathname === '/api' || url.pathname.startsWith('/api/'));

scope.addEventListener('fetch', (event) => {
  if (!isApi(new URL(event.request.url))) return;
  event.respondWith(relay(event));
});

const failure = (status: number, code: string, message: string) =>
  Response.json({ success: false, error: { code, message } }, { status });

// Statuses whose answer may have no body at all.
const NULL_BODY = [101, 103, 204, 205, 304];

async function relay(event: FetchEvent): Promise<Response> {
  const client = await scope.clients.get(event.clientId || event.resultingClientId);
  // Only a page runs an API worker; anything else asking (another worker) has no one to answer.
  if (client?.type !== 'window') {
    return failure(503, 'demo.no_page', 'The demo API answers its own pages only');
  }
  const { request } = event;
  // The body is read once here and then transferred, page to API worker, never copied.
  const body = ['GET', 'HEAD'].includes(request.method) ? null : await request.arrayBuffer();
  const serialized: SerializedRequest = {
    url: request.url,
    method: request.method,
    headers: [...request.headers],
    body,
  };
  const channel = new MessageChannel();
  const message: ServiceWorkerToPage = { type: 'rehearse-demo-request', request: serialized };
  client.postMessage(message, body ? [channel.port2, body] : [channel.port2]);
  return answerFrom(channel.port1, request);
}

// The answer as a Response once its head arrives; its body a stream fed by the port's chunks.
function answerFrom(port: MessagePort, request: Request): Promise<Response> {
  return new Promise((resolve, reject) => {
    let body: ReadableStreamDefaultController<Uint8Array> | undefined;
    let settled = false;
    const cancel = () => {
      const control: AnswerControl = { type: 'cancel' };
      port.postMessage(control);
      port.close();
    };
    // The page's fetch aborted (or its tab closed): the API worker stops writing.
    request.signal.addEventListener('abort', () => {
      cancel();
      if (!settled) reject(new DOMException('The request was aborted', 'AbortError'));
      body?.error(new DOMException('The request was aborted', 'AbortError'));
    });
    port.onmessage = ({ data }: MessageEvent<AnswerMessage>) => {
      switch (data.type) {
        case 'head': {
          settled = true;
          const stream =
            NULL_BODY.includes(data.status) || request.method === 'HEAD'
              ? null
              : new ReadableStream<Uint8Array>({
                  start: (controller) => {
                    body = controller;
                  },
                  cancel,
                });
          resolve(
            new Response(stream, {
              status: data.status,
              statusText: data.statusText,
              headers: data.headers,
            }),
          );
          if (!stream) port.close();
          return;
        }
        case 'chunk':
          body?.enqueue(new Uint8Array(data.bytes));
          return;
        case 'end':
          body?.close();
          port.close();
          return;
        case 'failed':
          port.close();
          if (!settled) {
            settled = true;
            resolve(failure(500, 'demo.api_failed', `The demo API failed: ${data.message}`));
          } else {
            body?.error(new Error(`The demo API failed: ${data.message}`));
          }
      }
    };
  });
}
