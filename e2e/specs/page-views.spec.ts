import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, type ViewportName } from '../support/browser';
import { signIn, uniqueEmail, waitForPath } from '../support/auth';

const { newPage } = useBrowser();
const PASSWORD = 'a good long password';
const ENDPOINT = '/api/analytics/page-views';

// A fresh account per test, so the stored views are exactly the ones this test made.
async function newAccount(): Promise<{ email: string; token: string }> {
  const base = inject('baseURL');
  const email = uniqueEmail();
  const json = { 'content-type': 'application/json' };
  const up = await fetch(`${base}/api/auth/sign-up`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ name: 'Petra Pageview', email, password: PASSWORD }),
  });
  expect(up.status).toBe(200);
  const res = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const { accessToken } = (await res.json()) as { accessToken: string };
  return { email, token: accessToken };
}

// Every page-view report the browser sends, in order.
function collectReports(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== ENDPOINT) return;
    urls.push((request.postDataJSON() as { url: string }).url);
  });
  return urls;
}

describe('page views', () => {
  it.each<[ViewportName]>([['desktop'], ['phone']])(
    'reports each settled navigation once with its final URL, and stores it (%s)',
    async (viewport) => {
      const account = await newAccount();
      const page = await newPage({ viewport });
      const reported = collectReports(page);

      // Signed out, nothing is reported; signing in lands on (and reports) the home screen.
      await page.goto('/sign-in');
      await signIn(page, account.email, PASSWORD);
      await waitForPath(page, '/workspace/home');
      await expect.poll(() => reported.length).toBe(1);

      // A client-side navigation.
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Profile' }).click();
      await waitForPath(page, '/user/profile');
      await expect.poll(() => reported.length).toBe(2);

      // '/' redirects to the home screen: only the final URL is a page view.
      await page.goto('/');
      await waitForPath(page, '/workspace/home');
      await expect.poll(() => reported.length).toBe(3);

      // Query and hash are part of the URL.
      await page.goto('/apps/quiz?skill=react#top');
      await waitForPath(page, '/apps/quiz');
      await expect.poll(() => reported.length).toBe(4);

      const expected = [
        '/workspace/home',
        '/user/profile',
        '/workspace/home',
        '/apps/quiz?skill=react#top',
      ];
      // A full page load ends the old document, with anything it still had to send: once the
      // new page's view is in, a late duplicate of the last one would be in the list too.
      await page.goto('/user/profile');
      await waitForPath(page, '/user/profile');
      expected.push('/user/profile');
      await expect.poll(() => reported.length).toBeGreaterThanOrEqual(5);
      expect(reported).toEqual(expected);

      // Stored too, newest first (the last report may still be on its way).
      const stored = async () => {
        const res = await fetch(`${inject('baseURL')}${ENDPOINT}?limit=10`, {
          headers: { authorization: `Bearer ${account.token}` },
        });
        expect(res.status).toBe(200);
        const body = (await res.json()) as { success: true; data: { url: string }[] };
        return body.data.map((view) => view.url);
      };
      await expect.poll(stored).toEqual([...expected].reverse());
    },
  );
});
