// Messages between the demo web app (apps/web/src/demo/demo-fetch.ts) and the API worker
// (apps/api/src/browser/api-worker.ts). A request or an answer travels whole: bodies are read to their end, so
// streaming answers (the live stream, GET /api/events) are not carried (decision 077).

export type SerializedRequest = {
  url: string;
  method: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
};

export type SerializedResponse = {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
};

export type ToWorker =
  | { type: 'start'; dumpUrl: string; origin: string }
  | { type: 'request'; id: number; request: SerializedRequest };

// Progress while the database loads: the dump's bytes downloaded, then PGlite opening it.
export type DemoProgress =
  | { stage: 'downloading'; loaded: number; total: number }
  | { stage: 'opening' }
  | { stage: 'ready'; firstStart: boolean };

export type FromWorker =
  | { type: 'progress'; progress: DemoProgress }
  | { type: 'failed'; message: string }
  | { type: 'response'; id: number; response: SerializedResponse }
  | { type: 'response-failed'; id: number; message: string };
