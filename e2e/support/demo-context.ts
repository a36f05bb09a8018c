import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { StaticServer } from './static-server';

// Shared by the demo build's specs (demo-mode, demo-tabs): a browser context in which every
// request off the demo's origin is blocked and recorded, and the landing page's sign-in.

export type DemoContext = { context: BrowserContext; offOrigin: string[] };

export async function openDemoContext(
  browser: Browser,
  server: StaticServer,
): Promise<DemoContext> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const offOrigin: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(server.url)) return route.continue();
    offOrigin.push(url);
    return route.abort('blockedbyclient');
  });
  return { context, offOrigin };
}

const HOME = {
  candidate: '**/workspace/home',
  recruiter: '**/recruiter/dashboard',
  admin: '**/workspace/home',
};

// From the landing page: "Try as <role>", then the role's first screen.
export async function signInFromLanding(page: Page, role: keyof typeof HOME): Promise<void> {
  await page.getByRole('button', { name: `Try as ${role}` }).click();
  await page.waitForURL(HOME[role], { timeout: 60_000 });
}

// A call to the demo's API from the page, with the stored session, answered as JSON.
export function callApi<T = unknown>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: {
          authorization: `Bearer ${localStorage.getItem('accessToken')}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as T };
    },
    { method, path, body },
  );
}
