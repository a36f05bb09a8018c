import type { MiddlewareHandler } from 'hono';

// Lets a JSON route also take a text/plain body: the text becomes one JSON string, which the
// route's schema then validates like any JSON body (errors name the field as usual).
export const plainTextAsJsonString: MiddlewareHandler = async (c, next) => {
  const type = c.req.header('content-type') ?? '';
  if (/^text\/plain\s*(;|$)/i.test(type)) {
    const text = await c.req.text();
    const headers = new Headers(c.req.raw.headers);
    headers.set('content-type', 'application/json');
    headers.delete('content-length');
    c.req.raw = new Request(c.req.raw.url, {
      method: c.req.method,
      headers,
      body: JSON.stringify(text),
    });
    // The cached text is the old body; the validator must read the new one.
    c.req.bodyCache = {};
  }
  await next();
};
