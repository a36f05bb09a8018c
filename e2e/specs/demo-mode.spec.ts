import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoBuild, stopDemoBuild, DEMO_DIST } from '../support/demo-context';
import type { StaticServer } from '../support/static-server';

// The static demo build (npm run build:demo; docs/decisions/077-demo-mode.md) served by a plain
// file server: the API runs in the page's worker, so no /api request may reach the server and
// every request off the page's origin is blocked.

let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startDemoBuild());
});
afterAll(() => stopDemoBuild({ server, browser }));

// In the page, as the signed-in recruiter: the first sample answer with a recording, asked for by
// range as a media element does, then whole.
function fetchSampleRecording(page: Page) {
  return page.evaluate(async () => {
    const headers = { authorization: `Bearer ${localStorage.getItem('accessToken')}` };
    const get = async <T>(path: string) =>
      ((await (await fetch(path, { headers })).json()) as { data: T }).data;
    type List = { items: { id: string }[] };
    const postings = await get<List>('/api/recruiter/postings');
    for (const posting of postings.items) {
      const base = `/api/recruiter/postings/${posting.id}/candidates`;
      for (const candidate of (await get<List>(`${base}?pageSize=50`)).items) {
        const { answers } = await get<{ answers: { media: { url: string } | null }[] }>(
          `${base}/${candidate.id}/answers`,
        );
        const media = answers.find((answer) => answer.media)?.media;
        if (!media) continue;
        const ranged = await fetch(media.url, { headers: { range: 'bytes=0-99' } });
        const whole = await fetch(media.url);
        const bytes = await whole.arrayBuffer();
        const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
        return {
          status: ranged.status,
          contentRange: ranged.headers.get('content-range'),
          range: [...new Uint8Array(await ranged.arrayBuffer())],
          wholeStatus: whole.status,
          size: bytes.byteLength,
          sha256: [...digest].map((b) => b.toString(16).padStart(2, '0')).join(''),
        };
      }
    }
    return null;
  });
}

describe('demo mode', () => {
  it('signs in as the candidate from the landing page and stays signed in after a reload', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const offOrigin: string[] = [];
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith(server.url)) return route.continue();
      offOrigin.push(url);
      return route.abort('blockedbyclient');
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));

    const started = Date.now();
    await page.goto(server.url);
    const tryCandidate = page.getByRole('button', { name: 'Try as candidate' });
    await tryCandidate.waitFor();
    const landingMs = Date.now() - started;
    await page.getByRole('status').getByText('The demo is ready.').waitFor({ timeout: 60_000 });
    const readyMs = Date.now() - started;
    await tryCandidate.click();
    await page.waitForURL('**/workspace/home', { timeout: 60_000 });
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor({ timeout: 30_000 });
    const signedInMs = Date.now() - started;
    console.log(
      `demo cold start: landing interactive ${landingMs} ms, database ready ${readyMs} ms, first signed-in screen ${signedInMs} ms`,
    );

    await page.reload();
    await page.waitForURL('**/workspace/home');
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor({ timeout: 30_000 });
    // The account's data came from the worker's database, kept in IndexedDB across the reload.
    const me = await page.evaluate(async () => {
      const response = await fetch('/api/common/user', {
        headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` },
      });
      return { status: response.status, body: await response.text() };
    });
    expect(me.status).toBe(200);
    expect(me.body).toContain('candidate@rehearse.dev');
    // Paging through the account's sample contacts: the cursor is made in the worker.
    const pages = await page.evaluate(async () => {
      const headers = { authorization: `Bearer ${localStorage.getItem('accessToken')}` };
      const first = (await (
        await fetch('/api/apps/contacts/page?limit=2', { headers })
      ).json()) as {
        next?: string | null;
      };
      const second = first.next
        ? await fetch(`/api/apps/contacts/page?limit=2&after=${encodeURIComponent(first.next)}`, {
            headers,
          })
        : undefined;
      return { next: first.next ?? null, secondStatus: second?.status ?? null };
    });
    expect(pages.next).toEqual(expect.any(String));
    expect(pages.secondStatus).toBe(200);

    // A hard reload (cache ignored) loads the page with the service worker bypassed: it is
    // brought back under it before the app starts, and the app's requests reach the worker.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Page.reload', { ignoreCache: true });
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // Practice: the worker does not transcribe, has nothing to install, and the page says so.
    await page.goto(`${server.url}apps/practice`);
    await page
      .getByText('This demo runs in your browser and does not transcribe recordings', {
        exact: false,
      })
      .waitFor({ timeout: 30_000 });
    const speech = await page.evaluate(async () => {
      const response = await fetch('/api/speech', {
        headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` },
      });
      return ((await response.json()) as { data: unknown }).data;
    });
    expect(speech).toMatchObject({ available: false, installCommand: null });

    expect(server.apiRequests).toEqual([]);
    expect(offOrigin).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('plays a sample recording from the build on first use, then from IndexedDB after a reload', async () => {
    // The shipped recordings by their SHA-256 (npm run build:demo writes them, demo-build.ts).
    const shippedDir = join(DEMO_DIST, 'demo-objects');
    const shipped = new Map<string, Buffer>();
    for (const name of await readdir(shippedDir)) {
      if (name === 'index.json') continue;
      const bytes = await readFile(join(shippedDir, name));
      shipped.set(createHash('sha256').update(bytes).digest('hex'), bytes);
    }
    expect(shipped.size).toBeGreaterThan(0);

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.route('**/*', (route) =>
      route.request().url().startsWith(server.url)
        ? route.continue()
        : route.abort('blockedbyclient'),
    );
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    const objectRequests = () =>
      server.requested.filter((path) => path.startsWith('/demo-objects/'));
    server.requested.length = 0;
    await page.goto(server.url);
    await page.getByRole('button', { name: 'Try as recruiter' }).click();
    await page.waitForURL('**/recruiter/dashboard', { timeout: 60_000 });
    await page
      .getByRole('heading', { level: 1, name: 'Recruiter Dashboard' })
      .waitFor({ timeout: 30_000 });
    // Starting the demo fetched no recording.
    expect(objectRequests()).toEqual([]);

    const first = await fetchSampleRecording(page);
    expect(first).not.toBeNull();
    const file = shipped.get(first!.sha256);
    expect(file, 'the recording served is one of the shipped files').toBeDefined();
    expect(first!.status).toBe(206);
    expect(first!.contentRange).toBe(`bytes 0-99/${file!.byteLength}`);
    expect(first!.range).toEqual([...file!.subarray(0, 100)]);
    expect(first!.wholeStatus).toBe(200);
    expect(first!.size).toBe(file!.byteLength);
    // The index once, and the one recording once (the range and the whole read share it).
    expect(objectRequests()).toEqual([
      '/demo-objects/index.json',
      `/demo-objects/${first!.sha256}`,
    ]);

    server.requested.length = 0;
    await page.reload();
    await page
      .getByRole('heading', { level: 1, name: 'Recruiter Dashboard' })
      .waitFor({ timeout: 30_000 });
    const again = await fetchSampleRecording(page);
    expect(again).toEqual(first);
    expect(objectRequests()).toEqual([]);
    expect(server.apiRequests).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('carries XHR uploads, media Range requests and the live stream through its service worker', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.route('**/*', (route) =>
      route.request().url().startsWith(server.url)
        ? route.continue()
        : route.abort('blockedbyclient'),
    );
    const page = await context.newPage();
    await page.goto(server.url);
    await page.getByRole('button', { name: 'Try as candidate' }).click();
    await page.waitForURL('**/workspace/home', { timeout: 60_000 });
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
      `${server.url}demo-sw.js`,
    );

    // XMLHttpRequest, as the recording and file uploads use (not fetch): an upload, then the
    // recording's bytes through its signed URL with a Range header, as <audio> asks for them.
    const media = await page.evaluate(async () => {
      const xhr = (method: string, url: string, body: Blob | null, headers: [string, string][]) =>
        new Promise<XMLHttpRequest>((done, failed) => {
          const request = new XMLHttpRequest();
          request.open(method, url);
          for (const [name, value] of headers) request.setRequestHeader(name, value);
          request.responseType = 'arraybuffer';
          request.onload = () => done(request);
          request.onerror = () => failed(new Error(`${method} ${url} failed`));
          request.send(body);
        });
      const bytes = new Uint8Array(4096).map((_, index) => index % 251);
      const token = localStorage.getItem('accessToken') ?? '';
      const upload = await xhr(
        'POST',
        '/api/recordings?durationSeconds=2',
        new Blob([bytes], { type: 'audio/webm' }),
        [
          ['Authorization', `Bearer ${token}`],
          ['Content-Type', 'audio/webm'],
        ],
      );
      const uploaded = JSON.parse(new TextDecoder().decode(upload.response as ArrayBuffer)) as {
        data: { url: string; size: number };
      };
      const range = await xhr('GET', uploaded.data.url, null, [['Range', 'bytes=100-199']]);
      const part = new Uint8Array(range.response as ArrayBuffer);
      return {
        uploadStatus: upload.status,
        size: uploaded.data.size,
        rangeStatus: range.status,
        contentRange: range.getResponseHeader('content-range'),
        partMatches:
          part.length === 100 && part.every((byte, index) => byte === bytes[100 + index]),
      };
    });
    expect(media).toEqual({
      uploadStatus: 201,
      size: 4096,
      rangeStatus: 206,
      contentRange: 'bytes 100-199/4096',
      partMatches: true,
    });

    // The live stream flows chunk by chunk: a note created while it is open arrives as an event.
    const live = await page.evaluate(async () => {
      const headers = { authorization: `Bearer ${localStorage.getItem('accessToken')}` };
      const abort = new AbortController();
      const response = await fetch('/api/events', { headers, signal: abort.signal });
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      const created = await fetch('/api/apps/notes', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ note: { title: 'Streamed', content: 'through the worker' } }),
      });
      let text = '';
      const deadline = Date.now() + 15_000;
      while (!text.includes('apps/notes') && Date.now() < deadline) {
        const { value, done } = await reader.read();
        if (done) break;
        text += value;
      }
      abort.abort();
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        created: created.status,
        text,
      };
    });
    expect(live.status).toBe(200);
    expect(live.type).toContain('text/event-stream');
    expect(live.created).toBe(200);
    expect(live.text).toContain('event: change');
    expect(live.text).toContain('apps/notes');

    // An aborted stream ends in the worker too: a user may hold 30 streams at once (more answer
    // 429), so opening and aborting 35 in a row works only if each abort reached the API.
    const reopened = await page.evaluate(async () => {
      const headers = { authorization: `Bearer ${localStorage.getItem('accessToken')}` };
      const statuses: number[] = [];
      for (let round = 0; round < 35; round++) {
        const abort = new AbortController();
        const response = await fetch('/api/events', { headers, signal: abort.signal });
        statuses.push(response.status);
        abort.abort();
        await new Promise((done) => setTimeout(done, 50));
      }
      return statuses;
    });
    expect(reopened.filter((status) => status !== 200)).toEqual([]);

    expect(server.apiRequests).toEqual([]);
    await context.close();
  });

  it.each([
    ['recruiter', '**/recruiter/dashboard', 'Recruiter Dashboard'],
    ['admin', '**/workspace/home', 'Home'],
  ])('signs in as the %s from the landing page', async (role, path, heading) => {
    // A fresh context: its own IndexedDB, so the dump is loaded again.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.route('**/*', (route) =>
      route.request().url().startsWith(server.url)
        ? route.continue()
        : route.abort('blockedbyclient'),
    );
    const page = await context.newPage();
    await page.goto(server.url);
    await page.getByRole('button', { name: `Try as ${role}` }).click();
    await page.waitForURL(path, { timeout: 60_000 });
    await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 30_000 });
    expect(server.apiRequests).toEqual([]);
    await context.close();
  });
});
