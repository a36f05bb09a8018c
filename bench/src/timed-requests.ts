// Times one GET call of an in-process app (`app.request`, no network), signed in with a bearer
// token: `warmUp` runs first that warm caches and the JIT and are not the figure, then
// `samples` timed runs, each including reading the whole body. Any status but 200 stops the
// bench: a figure for an error page would mean nothing.

type InProcessApp = { request: (path: string, init: RequestInit) => Response | Promise<Response> };

export async function timeGet(
  app: InProcessApp,
  accessToken: string,
  path: string,
  {
    samples,
    warmUp = 5,
    check,
  }: { samples: number; warmUp?: number; check?: (body: unknown) => void },
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < warmUp + samples; i++) {
    const started = performance.now();
    const res = await app.request(path, { headers: { authorization: `Bearer ${accessToken}` } });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    const text = await res.text();
    if (i >= warmUp) times.push(performance.now() - started);
    check?.(JSON.parse(text));
  }
  return times;
}
