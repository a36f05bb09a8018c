import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

// Starts a worker thread from its entry file: the bundled `.js` beside server.js, or the
// `.ts` source under tsx and Vitest, where the worker registers tsx itself before loading the
// entry (Node 20 does not apply `--import tsx` to a worker's entry file).
export function startWorker(file: string, workerData: unknown): Worker {
  if (!file.endsWith('.ts')) return new Worker(file, { workerData });
  const source = `import('tsx/esm/api').then(({ register }) => {
  register();
  return import(${JSON.stringify(pathToFileURL(file).href)});
});`;
  return new Worker(source, { eval: true, workerData });
}
