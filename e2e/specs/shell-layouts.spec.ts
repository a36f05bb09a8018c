import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, type ViewportName } from '../support/browser';
import { signInTo, uniqueEmail, waitForPath } from '../support/auth';

const { newPage } = useBrowser();
const PASSWORD = 'a good long password';

const HORIZONTAL = ['centered', 'enterprise', 'material', 'modern'] as const;
// Vertical layouts and the width of their navigation panel in px.
const VERTICAL = { classic: 280, classy: 280, compact: 112, dense: 80, futuristic: 280, thin: 80 };

// A fresh account per test: settings changed by one test never reach another.
async function signedInPage(viewport: ViewportName = 'desktop', path = '/workspace/home') {
  const email = uniqueEmail();
  const res = await fetch(`${inject('baseURL')}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Lena Layout', email, password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  const page = await newPage({ viewport });
  await page.goto(`/sign-in?redirectURL=${encodeURIComponent(path)}`);
  await signInTo(page, path.split('?')[0] ?? path, email, PASSWORD);
  return { page, email };
}

const mainNavigation = (page: Page) => page.locator('#mainNavigation');
const barsButton = (page: Page) => page.getByRole('button', { name: 'Toggle navigation' });

describe('shell layouts', () => {
  it.each<ViewportName>(['desktop', 'phone'])(
    'renders each of the 11 layouts with its own navigation (%s)',
    async (viewport) => {
      const { page } = await signedInPage(viewport);
      for (const layout of HORIZONTAL) {
        await page.goto(`/workspace/home?layout=${layout}`);
        await page.locator(`[data-layout="${layout}"]`).waitFor();
        await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
        const menu = page.locator('nav[data-orientation="horizontal"]');
        if (viewport === 'desktop') {
          await menu.waitFor();
          await menu.getByRole('button', { name: 'My Workspace' }).waitFor();
        } else {
          // No room for a top menu: the bars button opens the tree over the content.
          expect(await menu.count()).toBe(0);
          await barsButton(page).click();
          await mainNavigation(page).getByRole('link', { name: 'Progress Tracker' }).waitFor();
          await page.keyboard.press('Escape');
          await mainNavigation(page).waitFor({ state: 'hidden' });
        }
      }
      for (const [layout, width] of Object.entries(VERTICAL)) {
        await page.goto(`/workspace/home?layout=${layout}`);
        await page.locator(`[data-layout="${layout}"]`).waitFor();
        if (viewport === 'desktop') {
          await mainNavigation(page).waitFor();
          const box = await mainNavigation(page).boundingBox();
          expect(box?.width, layout).toBe(width);
          expect(await page.locator('nav[data-orientation="horizontal"]').count()).toBe(0);
        } else {
          // Below md the side navigation starts closed and overlays the content when opened.
          await mainNavigation(page).waitFor({ state: 'hidden' });
          await barsButton(page).click();
          await mainNavigation(page).waitFor();
          await page.keyboard.press('Escape');
          await mainNavigation(page).waitFor({ state: 'hidden' });
        }
      }
      await page.goto('/workspace/home?layout=empty');
      await page.locator('[data-layout="empty"]').waitFor();
      await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
      expect(await page.locator('nav').count()).toBe(0);
    },
  );

  it('classic: the bars button folds the side navigation, the footer names the year', async () => {
    const { page } = await signedInPage('desktop');
    await mainNavigation(page).waitFor();
    await page.getByText(`Rehearse © ${new Date().getFullYear()} All rights reserved`).waitFor();
    await barsButton(page).click();
    await mainNavigation(page).waitFor({ state: 'hidden' });
    expect(await barsButton(page).getAttribute('aria-expanded')).toBe('false');
    await barsButton(page).click();
    await mainNavigation(page).waitFor();
  });

  it('classic on a phone: the navigation overlays and a route change closes it', async () => {
    const { page } = await signedInPage('phone');
    await mainNavigation(page).waitFor({ state: 'hidden' });
    await barsButton(page).click();
    await page.locator('.MuiBackdrop-root').first().waitFor();
    await mainNavigation(page).getByRole('link', { name: 'Progress Tracker' }).click();
    await waitForPath(page, '/workspace/dashboard');
    await mainNavigation(page).waitFor({ state: 'hidden' });
  });

  it('classic folds the navigation on entering the mock-interview practice', async () => {
    const { page } = await signedInPage('desktop');
    await mainNavigation(page).waitFor();
    await page.goto('/apps/mock-interview/practice');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await mainNavigation(page).waitFor({ state: 'hidden' });
    expect(await barsButton(page).getAttribute('aria-expanded')).toBe('false');
  });

  it('dense starts dense from md up and toggles to the full navigation', async () => {
    const { page } = await signedInPage('desktop', '/workspace/home?layout=dense');
    const nav = mainNavigation(page);
    await nav.waitFor();
    expect(await nav.getAttribute('data-appearance')).toBe('dense');
    const toggle = page.getByRole('button', { name: 'Switch between dense and full navigation' });
    await toggle.click();
    await page.locator('#mainNavigation[data-appearance="default"]').waitFor();
    expect((await nav.boundingBox())?.width).toBe(280);
    await toggle.click();
    await page.locator('#mainNavigation[data-appearance="dense"]').waitFor();

    const phone = await signedInPage('phone', '/workspace/home?layout=dense');
    await barsButton(phone.page).click();
    await phone.page.locator('#mainNavigation[data-appearance="default"]').waitFor();
  });

  it('remembers scheme and theme on the server and applies dark before the app loads', async () => {
    const { page, email } = await signedInPage('desktop');
    await page.getByRole('button', { name: 'Settings' }).click();
    const panel = page.getByRole('dialog', { name: 'Settings' });
    await panel.getByRole('button', { name: 'Dark' }).click();
    await panel.getByRole('button', { name: 'Teal' }).click();
    await page.waitForFunction(() => document.documentElement.classList.contains('theme-teal'));
    expect(await page.evaluate(() => document.documentElement.className)).toContain('dark');
    await page.keyboard.press('Escape');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    const html = await page.evaluate(() => document.documentElement.className);
    expect(html).toContain('dark');
    expect(html).toContain('theme-teal');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(15, 17, 21)');

    // Another browser (no local mirror) gets the same choice from the server.
    const other = await newPage({ viewport: 'desktop' });
    await other.goto('/sign-in');
    await signInTo(other, '/workspace/home', email, PASSWORD);
    await other.waitForFunction(() => document.documentElement.classList.contains('dark'));
    expect(await other.evaluate(() => localStorage.getItem('rehearse-theme'))).toBe('theme-teal');
  });

  it('expands a collapsable item whose child is the current page; a disabled one stays put', async () => {
    const page = await newPage({ viewport: 'desktop' });
    // The product's lists have no collapsable item: serve a tree that has them, so the
    // client's handling of that item type is what is tested.
    await page.route('**/api/common/navigation', async (route) => {
      const response = await route.fetch();
      const lists = (await response.json()) as Record<string, unknown[]>;
      const tree = [
        {
          id: 'tools',
          type: 'collapsable',
          title: 'Tools',
          icon: 'heroicons_outline:light-bulb',
          children: [
            { id: 'tools.quiz', type: 'basic', title: 'Quiz Tool', link: '/apps/quiz' },
            { id: 'tools.faq', type: 'basic', title: 'FAQ Tool', link: '/support/faq' },
          ],
        },
        {
          id: 'locked',
          type: 'collapsable',
          title: 'Locked',
          disabled: true,
          children: [{ id: 'locked.home', type: 'basic', title: 'Locked Child', link: '/x' }],
        },
        { id: 'dashboards.project', type: 'basic', title: 'Project', link: '/dashboards/project' },
      ];
      await route.fulfill({ response, json: { ...lists, default: tree } });
    });
    const email = uniqueEmail();
    await fetch(`${inject('baseURL')}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Cora Collapse', email, password: PASSWORD }),
    });
    await page.goto('/sign-in?redirectURL=%2Fapps%2Fquiz');
    await signInTo(page, '/apps/quiz', email, PASSWORD);
    const nav = mainNavigation(page);
    const tools = nav.getByRole('button', { name: 'Tools' });
    expect(await tools.getAttribute('aria-expanded')).toBe('true');
    await nav.getByRole('link', { name: 'Quiz Tool' }).waitFor();
    await tools.click();
    await nav.getByRole('link', { name: 'Quiz Tool' }).waitFor({ state: 'hidden' });

    const locked = nav.getByRole('button', { name: 'Locked' });
    // aria-disabled keeps it focusable and visible; a forced click shows it does nothing.
    await locked.click({ force: true });
    expect(await locked.getAttribute('aria-expanded')).toBe('false');

    // The two dashboard titles follow the language.
    await page.evaluate(() => localStorage.setItem('language', 'tr'));
    await page.reload();
    await mainNavigation(page).getByRole('link', { name: 'Proje' }).waitFor();
  });
});
