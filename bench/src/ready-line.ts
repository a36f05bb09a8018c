// Shared by bench-server.ts (writes it) and servers.ts (waits for it) so the two cannot drift.
export const BENCH_READY_PREFIX = 'bench-server ready ';
