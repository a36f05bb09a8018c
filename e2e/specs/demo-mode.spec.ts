import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS } from '../support/browser';
import { startStaticServer, type StaticServer } from '../support/static-server';

// The static demo build (npm run build:demo; docs/decisions/077-demo-mode.md) served by a plain
// file server: the API runs in the page's worker, so no /api request may reach the server and
// every request off the page's origin is blocked.
const DEMO_DIST = join(import.meta.dirname, '../../apps/web/dist-demo');

let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(join(DEMO_DIST, 'demo-db.tar.gz'))) {
    throw new Error('No demo build: run npm run build:demo first');
  }
  server = await startStaticServer(DEMO_DIST);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

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
