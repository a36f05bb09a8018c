import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
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

    expect(server.apiRequests).toEqual([]);
    expect(offOrigin).toEqual([]);
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
