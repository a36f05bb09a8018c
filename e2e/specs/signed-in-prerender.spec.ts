import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createAccount, openSignedIn } from '../support/accounts';
import { useBrowser } from '../support/browser';
import { collectPageProblems } from '../support/page-problems';

// The candidate's home drawn by the server for a returning visit
// (docs/decisions/039-server-drawn-signed-in-page.md).
const { newPage } = useBrowser();

// No script of the bundle runs: what shows is what the server sent (theme-boot.js still runs).
const withoutBundle = (page: Page) => page.route('**/assets/*.js', (route) => route.abort());
const allowBundle = (page: Page) => page.unroute('**/assets/*.js');

const drawnRoot = (page: Page) => page.locator('#root[data-prerendered="signed-in"]');

// React has attached itself to the element (it keeps its fiber on a property of the node).
const ownedByReact = (page: Page, selector: string) =>
  page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__react'));
  }, selector);

describe('the signed-in home drawn on the server', () => {
  it("shows the visitor's own home before any of the bundle has run", async () => {
    await createAccount('Dora Drawn');
    const account = await createAccount('Hana Home');
    const page = await openSignedIn(newPage, account, { viewport: 'phone' });
    await withoutBundle(page);
    await page.reload();
    await drawnRoot(page).getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await drawnRoot(page)
      .getByText(/^Good (morning|afternoon|evening), Hana$/)
      .waitFor();
    await drawnRoot(page).getByText('Get started in four steps').waitFor();
    // The phone's frame: the navigation is a drawer, closed (drawn when opened).
    expect(await drawnRoot(page).getByRole('link', { name: 'Progress Tracker' }).count()).toBe(0);
    // What it was drawn from comes along, and belongs to this visitor only.
    const data = await page.locator('#page-data').textContent();
    expect(data).toContain('Hana Home');
    expect(data).not.toContain('Dora Drawn');
  });

  it('is taken over by the app, not drawn again, and works', async () => {
    const account = await createAccount('Theo Takeover');
    const page = await openSignedIn(newPage, account);
    const problems = collectPageProblems(page);
    // The heading as parsed, before any module script runs.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        (window as unknown as { parsedHeading: Element | null }).parsedHeading =
          document.querySelector('#root main h1');
      });
    });
    await page.reload();
    await ownedByReact(page, '#root main h1');
    const drawn = await page.evaluate(() => {
      const parsed = (window as unknown as { parsedHeading: Element | null }).parsedHeading;
      return {
        drawnByServer: document.getElementById('root')?.dataset.prerendered,
        sameHeading: parsed !== null && parsed === document.querySelector('#root main h1'),
      };
    });
    expect(drawn).toEqual({ drawnByServer: 'signed-in', sameHeading: true });
    await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
    // The computer's frame: its navigation leads on.
    await page.getByRole('link', { name: 'Progress Tracker' }).click();
    await page.waitForURL((url) => url.pathname === '/workspace/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Progress Tracker' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('is drawn with the query string the screens read (a layout chosen in the address)', async () => {
    const account = await createAccount('Lia Layout');
    const page = await openSignedIn(newPage, account);
    const problems = collectPageProblems(page);
    for (const layout of ['dense', 'classic', 'empty']) {
      await page.goto(`/workspace/home?layout=${layout}`);
      await page.locator(`#root[data-prerendered="signed-in"] [data-layout="${layout}"]`).waitFor();
      await ownedByReact(page, '#root main h1');
      await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
    }
    expect(problems).toEqual([]);
  });

  it('is never shown to a window of another width or in Turkish: the app draws the page', async () => {
    const account = await createAccount('Wim Width');
    const page = await openSignedIn(newPage, account, { viewport: 'phone' });
    // Drawn for the phone's width the cookie reported; the window is now a computer's.
    await page.setViewportSize({ width: 1440, height: 900 });
    await withoutBundle(page);
    await page.reload();
    await drawnRoot(page).waitFor({ state: 'attached' });
    expect(await drawnRoot(page).isVisible()).toBe(false);

    const problems = collectPageProblems(page);
    await allowBundle(page);
    await page.evaluate(() => localStorage.setItem('language', 'tr'));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Ana Sayfa' }).waitFor();
    expect(await drawnRoot(page).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('is not drawn once the visitor has signed out: the cookie goes with the session', async () => {
    const account = await createAccount('Otto Out');
    const page = await openSignedIn(newPage, account);
    const cookieNames = async () =>
      (await page.context().cookies()).map((cookie) => cookie.name).sort();
    expect(await cookieNames()).toEqual(['rehearse_page_session', 'rehearse_tz', 'rehearse_width']);
    const session = (await page.context().cookies()).find(
      (cookie) => cookie.name === 'rehearse_page_session',
    );
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    await page.goto('/sign-out');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await cookieNames()).toEqual(['rehearse_tz', 'rehearse_width']);
    const html = await (await page.request.get('/workspace/home')).text();
    expect(html).not.toContain('data-prerendered="signed-in"');
    expect(html).not.toContain('Otto');
  });

  it("draws each visitor's own page when many visits arrive at once", async () => {
    const names = ['Alma Apart', 'Bruno Apart', 'Cleo Apart'];
    const accounts = await Promise.all(names.map((name) => createAccount(name)));
    const pageFor = async (index: number) => {
      const account = accounts[index % accounts.length];
      const res = await fetch(`${inject('baseURL')}/workspace/home`, {
        headers: {
          cookie: `rehearse_page_session=${account?.token}; rehearse_tz=UTC; rehearse_width=computer`,
        },
      });
      return { index: index % accounts.length, html: await res.text() };
    };
    const pages = await Promise.all(Array.from({ length: 24 }, (_, index) => pageFor(index)));
    for (const { index, html } of pages) {
      expect(html).toContain('data-prerendered="signed-in"');
      names.forEach((name, other) => expect(html.includes(name)).toBe(other === index));
    }
  });
});
