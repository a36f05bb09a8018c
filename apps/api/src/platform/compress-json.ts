import type { MiddlewareHandler } from 'hono';

// Below this a gzip header costs about what it saves.
export const COMPRESS_MIN_BYTES = 1024;
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\b/i;

// True when Accept-Encoding lists gzip (or *) without q=0.
function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

// Gzips JSON answers of COMPRESS_MIN_BYTES or more for clients that accept it. Only JSON:
// media (whole or ranges) and files pass untouched. CompressionStream runs in Node and
// browsers alike, and zlib works off the event loop in Node.
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (
      c.req.method === 'HEAD' ||
      !res.body ||
      res.status === 204 ||
      res.status === 206 ||
      res.headers.has('Content-Encoding') ||
      !JSON_TYPE.test(res.headers.get('Content-Type') ?? '')
    ) {
      return;
    }
    const vary = res.headers.get('Vary') ?? '';
    if (!/\baccept-encoding\b/i.test(vary)) res.headers.append('Vary', 'Accept-Encoding');
    if (!acceptsGzip(c.req.header('Accept-Encoding'))) return;
    // JSON answers are built in memory already: measuring them costs no extra waiting.
    const body = await res.arrayBuffer();
    if (body.byteLength < COMPRESS_MIN_BYTES) {
      c.res = new Response(body, res);
      return;
    }
    const gzipped = new Blob([body]).stream().pipeThrough(new CompressionStream('gzip'));
    // Set after the assignment: Hono copies the previous answer's headers onto a new one.
    c.res = new Response(gzipped, res);
    c.res.headers.delete('Content-Length');
    c.res.headers.set('Content-Encoding', 'gzip');
  };
}
