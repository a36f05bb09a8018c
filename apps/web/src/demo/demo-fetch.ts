import type {
  DemoProgress,
  FromWorker,
  SerializedResponse,
  ToWorker,
} from '@rehearse/contracts/demo-worker';

// The demo build's one door to its API (docs/decisions/077-demo-mode.md): every fetch of the
// page's own /api goes to the API worker instead of the network. The app's API client, the
// downloads, the logo upload and the live stream all call the global fetch, so replacing it
// covers them; the uploads made with XMLHttpRequest (recordings, the file manager) do not pass
// here and fail in this increment.

type Pending = { resolve: (response: Response) => void; reject: (error: Error) => void };

const pending = new Map<number, Pending>();
let nextId = 1;
let worker: Worker | undefined;
const progressListeners = new Set<(progress: DemoProgress | { stage: 'failed' }) => void>();
let lastProgress: DemoProgress | { stage: 'failed'; message: string } | undefined;

const post = (message: ToWorker, transfer: Transferable[] = []) =>
  worker?.postMessage(message, transfer);

const toResponse = (serialized: SerializedResponse) =>
  // A null-body status (204, 304) takes no body at all.
  new Response([101, 204, 205, 304].includes(serialized.status) ? null : serialized.body, {
    status: serialized.status,
    statusText: serialized.statusText,
    headers: serialized.headers,
  });

export function onDemoProgress(
  listener: (progress: DemoProgress | { stage: 'failed'; message?: string }) => void,
): () => void {
  progressListeners.add(listener);
  if (lastProgress) listener(lastProgress);
  return () => progressListeners.delete(listener);
}

// Starts the API worker once; it downloads the dump on the first visit, then opens IndexedDB.
export function startDemoApi(): void {
  if (worker) return;
  worker = new Worker(new URL('../../../api/src/browser/api-worker.ts', import.meta.url), {
    type: 'module',
    name: 'rehearse-demo-api',
  });
  worker.addEventListener('message', ({ data }: MessageEvent<FromWorker>) => {
    if (data.type === 'progress' || data.type === 'failed') {
      lastProgress =
        data.type === 'failed' ? { stage: 'failed', message: data.message } : data.progress;
      for (const listener of progressListeners) listener(lastProgress);
      return;
    }
    const waiting = pending.get(data.id);
    if (!waiting) return;
    pending.delete(data.id);
    if (data.type === 'response') waiting.resolve(toResponse(data.response));
    else waiting.reject(new TypeError(`Demo API: ${data.message}`));
  });
  // A worker that fails to load (a module error) says so only here.
  worker.addEventListener('error', (event) => {
    lastProgress = { stage: 'failed', message: event.message || 'the API worker did not start' };
    for (const listener of progressListeners) listener(lastProgress);
  });
  post({
    type: 'start',
    dumpUrl: new URL('demo-db.tar.gz', document.baseURI).href,
    origin: window.location.origin,
  });
}

export const isDemoApiUrl = (url: URL) =>
  url.origin === window.location.origin &&
  (url.pathname === '/api' || url.pathname.startsWith('/api/'));

export async function demoFetch(request: Request): Promise<Response> {
  const url = new URL(request.url);
  // The live stream never ends, and answers cross to the page whole: the demo goes without it
  // (the app refetches on focus and after its own writes instead).
  if (url.pathname === '/api/events') {
    return Response.json(
      { success: false, error: { code: 'live.unavailable', message: 'Not in the demo' } },
      { status: 503 },
    );
  }
  startDemoApi();
  const body = ['GET', 'HEAD'].includes(request.method) ? null : await request.arrayBuffer();
  const id = nextId++;
  return new Promise<Response>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    request.signal.addEventListener('abort', () => {
      pending.delete(id);
      reject(request.signal.reason as Error);
    });
    post(
      {
        type: 'request',
        id,
        request: { url: url.href, method: request.method, headers: [...request.headers], body },
      },
      body ? [body] : [],
    );
  });
}

// Replaces the page's fetch: /api requests go to the worker, anything else to the network.
export function installDemoFetch(): void {
  const networkFetch = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const request = new Request(input, init);
    return isDemoApiUrl(new URL(request.url)) ? demoFetch(request) : networkFetch(input, init);
  };
}
