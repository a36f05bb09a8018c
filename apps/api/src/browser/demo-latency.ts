// The simulated latencies of demo-areas.md §7 and §9, applied in the demo only (the browser
// worker, api-worker.ts), so that the loading states are seen as designed: the real server
// answers as fast as it can.
const LATENCIES: readonly { method: string; path: RegExp; ms: number }[] = [
  { method: 'GET', path: /^\/api\/apps\/ecommerce\/inventory\/products$/, ms: 300 },
  { method: 'GET', path: /^\/api\/apps\/mailbox\/mails$/, ms: 625 },
  { method: 'POST', path: /^\/api\/auth\/(sign-in|sign-up)$/, ms: 1_500 },
  { method: 'POST', path: /^\/api\/auth\/(forgot-password|reset-password)$/, ms: 1_000 },
];

export function demoLatency(method: string, pathname: string): number {
  return LATENCIES.find((entry) => entry.method === method && entry.path.test(pathname))?.ms ?? 0;
}
