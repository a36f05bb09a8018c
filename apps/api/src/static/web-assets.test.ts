import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webAssets } from './web-assets';

// A built web app in miniature: what apps/web's build writes, precompressed files included.
const SCRIPT = `console.log(${JSON.stringify('rehearse '.repeat(400))});`;
const INDEX = `<!doctype html><html><head><title>Rehearse</title></head><body>${'<p>x</p>'.repeat(300)}</body></html>`;
const VIDEO = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 251));
const CAPTIONS = 'WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.000\nPick the skills to assess.\n';
const SIGN_IN = INDEX.replace('<body>', '<body><main>Sign in</main>');

let dist: string;
let app: Hono;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'rehearse-web-'));
  await mkdir(join(dist, 'assets'));
  const write = async (name: string, text: string, precompress: boolean) => {
    await writeFile(join(dist, name), text);
    if (!precompress) return;
    await writeFile(join(dist, `${name}.br`), brotliCompressSync(text));
    await writeFile(join(dist, `${name}.gz`), gzipSync(text));
  };
  await write('assets/app-abc123.js', SCRIPT, true);
  await write('assets/app-abc123.js.map', '{"version":3,"sources":["app.tsx"]}', false);
  await write('index.html', INDEX, true);
  await write('sign-in.html', SIGN_IN, true);
  await write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', false);
  // A recorded walkthrough as the build hashes it (docs/decisions/038-recorded-walkthroughs.md).
  await writeFile(join(dist, 'assets/quiz-abc123.webm'), VIDEO);
  await write('assets/quiz.en-abc123.vtt', CAPTIONS, false);
  app = new Hono().use('*', webAssets(dist));
});

afterAll(() => rm(dist, { recursive: true, force: true }));

const get = (path: string, acceptEncoding?: string) =>
  app.request(path, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('the built web app', () => {
  it('sends a hashed script as brotli when the browser accepts it, cached for a year', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = await bytes(res);
    expect(body.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(body).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a client that takes only gzip, and the plain file to one that takes neither', async () => {
    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).toString()).toBe(SCRIPT);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(plain.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect((await bytes(plain)).toString()).toBe(SCRIPT);
  });

  it('answers index.html, compressed and always revalidated, for an app path', async () => {
    const res = await get('/workspace/home', 'br, gzip');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(brotliDecompressSync(await bytes(res)).toString()).toBe(INDEX);
  });

  it('never caches index.html as a hashed asset when an asset is missing', async () => {
    const res = await get('/assets/gone-000000.js', 'br');
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends a file that has no compressed copy as it is', async () => {
    const res = await get('/favicon.svg', 'br, gzip');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers the prerendered sign-in page for /sign-in, with or without a query', async () => {
    const res = await get('/sign-in?redirectURL=%2Fworkspace%2Fhome', 'br, gzip');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(brotliDecompressSync(await bytes(res)).toString()).toBe(SIGN_IN);
    expect(await (await get('/sign-up')).text()).toBe(INDEX);
  });

  it('answers index.html for /sign-in when the build has no prerendered page', async () => {
    const bare = await mkdtemp(join(tmpdir(), 'rehearse-web-'));
    try {
      await writeFile(join(bare, 'index.html'), INDEX);
      const res = await new Hono().use('*', webAssets(bare)).request('/sign-in');
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(INDEX);
    } finally {
      await rm(bare, { recursive: true, force: true });
    }
  });

  it('sends a walkthrough video as video/webm, whole or by range, cached for a year', async () => {
    const whole = await get('/assets/quiz-abc123.webm', 'br, gzip');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    expect(whole.headers.get('content-encoding')).toBeNull();
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(await bytes(whole), VIDEO)).toBe(0);

    // What <video> asks for when it seeks.
    const part = await app.request('/assets/quiz-abc123.webm', {
      headers: { range: 'bytes=1000-1099' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1099/${VIDEO.length}`);
    expect(part.headers.get('content-length')).toBe('100');
    expect(Buffer.compare(await bytes(part), VIDEO.subarray(1000, 1100))).toBe(0);
    const rest = await app.request('/assets/quiz-abc123.webm', {
      headers: { range: 'bytes=4000-' },
    });
    expect(rest.status).toBe(206);
    expect(rest.headers.get('content-range')).toBe(`bytes 4000-4095/${VIDEO.length}`);
  });

  it('sends caption files as WebVTT text', async () => {
    const res = await get('/assets/quiz.en-abc123.vtt', 'br, gzip');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(await res.text()).toBe(CAPTIONS);
  });

  it('does not serve source maps', async () => {
    const res = await get('/assets/app-abc123.js.map');
    expect(res.status).toBe(404);
  });
});
