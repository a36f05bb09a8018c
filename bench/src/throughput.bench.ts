import autocannon from 'autocannon';
import { signIn } from './sign-in.bench';
import { makeTempDir, removeTempDir, startBenchServer } from './servers';
import { round1 } from './stats';
import { printTable } from './table';

const CONNECTIONS = 50;
const DURATION_S = 10;
// Short untimed runs first so JIT compilation and PGlite caches do not count against
// whichever route happens to go first.
const WARMUP_S = 2;

export type RouteFigures = {
  route: string;
  requestsPerSecond: number;
  latencyP99Ms: number;
  latencyAvgMs: number;
  total: number;
};

export type ThroughputResult = {
  user: RouteFigures;
  hello: RouteFigures;
  // user / hello requests per second: how much of the framework's capacity an authenticated
  // read (JWT verification plus a database lookup) keeps.
  ratio: number;
};

async function load(
  label: string,
  url: string,
  headers: Record<string, string>,
  duration: number,
): Promise<RouteFigures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  const failed = result.errors + result.timeouts + result.non2xx;
  // Counting 401s or resets as throughput would make the figure meaningless.
  if (failed > 0) {
    throw new Error(
      `${label}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts ` +
        `(status codes: ${JSON.stringify(result.statusCodeStats)})`,
    );
  }
  return {
    route: label,
    requestsPerSecond: result.requests.average,
    latencyP99Ms: result.latency.p99,
    latencyAvgMs: result.latency.average,
    total: result.requests.total,
  };
}

// Checks each route answers what it should before loading it, so a wrong token or a
// shadowed route fails loudly instead of benchmarking an error page.
async function expectOk(
  url: string,
  headers: Record<string, string>,
  check: (body: string) => boolean,
) {
  const res = await fetch(url, { headers });
  const body = await res.text();
  if (res.status !== 200 || !check(body)) {
    throw new Error(`GET ${url} answered ${res.status}: ${body.slice(0, 200)}`);
  }
}

export async function runThroughputBench(): Promise<ThroughputResult> {
  const dataDir = await makeTempDir('throughput');
  try {
    const server = await startBenchServer(dataDir);
    try {
      const token = await signIn(server.url);
      const userUrl = `${server.url}/api/common/user`;
      const helloUrl = `${server.url}/bench/hello`;
      const auth = { authorization: `Bearer ${token}` };
      await expectOk(helloUrl, {}, (body) => body === 'hello');
      await expectOk(userUrl, auth, (body) => body.includes('candidate@rehearse.dev'));

      await load('warm-up hello', helloUrl, {}, WARMUP_S);
      await load('warm-up user', userUrl, auth, WARMUP_S);
      const hello = await load('GET /bench/hello', helloUrl, {}, DURATION_S);
      const user = await load('GET /api/common/user', userUrl, auth, DURATION_S);
      const ratio = user.requestsPerSecond / hello.requestsPerSecond;

      printTable({
        title: `Throughput (autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per route, same server)`,
        columns: [
          'Route',
          'Requests/s',
          'vs hello',
          'Avg latency ms',
          'p99 latency ms',
          'Requests',
        ],
        rows: [hello, user].map((r) => [
          r.route,
          round1(r.requestsPerSecond),
          (r.requestsPerSecond / hello.requestsPerSecond).toFixed(3),
          round1(r.latencyAvgMs),
          round1(r.latencyP99Ms),
          r.total,
        ]),
        notes: [
          `user / hello requests per second: ${ratio.toFixed(3)} (the figure of merit).`,
          'Both routes pass through the same global middleware; user adds JWT check + PGlite lookup.',
          'Load generator and server are separate processes on the same machine.',
        ],
      });
      return { user, hello, ratio };
    } finally {
      await server.stop();
    }
  } finally {
    await removeTempDir(dataDir);
  }
}
