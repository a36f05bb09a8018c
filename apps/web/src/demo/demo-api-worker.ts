import type {
  DemoOutboxEmail,
  DemoProgress,
  FromWorker,
  OutboxAnswer,
  ServiceWorkerToPage,
  ToWorker,
} from '@rehearse/contracts/demo-worker';
import { demoBuildUrl } from './demo-base-url';

// The page's side of the demo's API (docs/decisions/077-demo-mode.md): it starts the API worker
// and hands it the requests the service worker (demo-service-worker.ts) relays from this page,
// each with the port its answer goes back on. The page reads nothing of the answer itself.

export type DemoStatus = DemoProgress | { stage: 'failed'; message: string };

let worker: Worker | undefined;
const progressListeners = new Set<(progress: DemoStatus) => void>();
let lastProgress: DemoStatus | undefined;

const post = (message: ToWorker, transfer: Transferable[] = []) =>
  worker?.postMessage(message, transfer);

const report = (progress: DemoStatus) => {
  lastProgress = progress;
  for (const listener of progressListeners) listener(progress);
};

export function onDemoProgress(listener: (progress: DemoStatus) => void): () => void {
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
    report(data.type === 'failed' ? { stage: 'failed', message: data.message } : data.progress);
  });
  // A worker that fails to load (a module error) says so only here.
  worker.addEventListener('error', (event) => {
    report({ stage: 'failed', message: event.message || 'the API worker did not start' });
  });
  post({
    type: 'start',
    dumpUrl: demoBuildUrl('demo-db.tar.gz').href,
    origin: window.location.origin,
  });
  // Listening before the service worker is registered: the requests it relays wait in the
  // container's queue until then, and none is lost.
  navigator.serviceWorker?.addEventListener(
    'message',
    ({ data, ports }: MessageEvent<ServiceWorkerToPage>) => {
      if (data?.type !== 'rehearse-demo-request' || !ports[0]) return;
      const { request } = data;
      post({ type: 'request', request }, request.body ? [ports[0], request.body] : [ports[0]]);
    },
  );
}

// Stops this tab's API worker and with it its database worker (Reset demo data): IndexedDB's
// databases can only be deleted once no tab holds them open.
export function stopDemoApi(): void {
  worker?.terminate();
  worker = undefined;
}

// The emails the demo queued instead of sending, newest first (the demo menu's outbox panel).
export function readDemoOutbox(): Promise<DemoOutboxEmail[]> {
  const channel = new MessageChannel();
  const answer = new Promise<DemoOutboxEmail[]>((resolve, reject) => {
    channel.port1.onmessage = ({ data }: MessageEvent<OutboxAnswer>) => {
      channel.port1.close();
      if (data.type === 'outbox') resolve(data.emails);
      else reject(new Error(data.message));
    };
  });
  if (!worker) return Promise.reject(new Error('The demo API is not running'));
  post({ type: 'outbox' }, [channel.port2]);
  return answer;
}
