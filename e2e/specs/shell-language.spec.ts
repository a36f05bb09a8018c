import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAccount, openSignedIn } from '../support/accounts';
import { useBrowser, type ViewportName } from '../support/browser';

const { newPage } = useBrowser();

const TRANSLATION_ERROR = 'Unable to load translation and all the fallback languages';
const year = new Date().getFullYear();

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

// The flags shown (in the button and the open menu) and whether each one loaded.
const flags = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>('img[src*="/images/flags/"]')].map((img) => ({
      src: new URL(img.src).pathname,
      loaded: img.complete && img.naturalWidth > 0,
    })),
  );

async function chooseLanguage(page: Page, button: string, language: 'English' | 'Türkçe') {
  await page.getByRole('button', { name: button, exact: true }).click();
  const menu = page.getByRole('menu');
  await menu.getByRole('menuitem', { name: language }).click();
  await menu.waitFor({ state: 'detached' });
}

async function openDashboards(page: Page, viewport: ViewportName, toggle: string) {
  if (viewport === 'phone') await page.getByRole('button', { name: toggle }).click();
  const nav = page.locator('#mainNavigation');
  await nav.getByRole('button', { name: 'Dashboards' }).click();
  return nav.getByRole('region', { name: 'Dashboards' });
}

// Console messages of one type, as the page logs them.
function consoleOf(page: Page, type: 'warning' | 'error'): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === type) messages.push(message.text());
  });
  return messages;
}

describe.each<ViewportName>(['desktop', 'phone'])('language menu (%s)', (viewport) => {
  it('switches English and Turkish, with their flags, navigation titles included', async () => {
    const page = await openSignedIn(newPage, await createAccount('Tara Turkish'), { viewport });
    const flagFiles: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/images/flags/')) {
        flagFiles.push(`${response.status()} ${response.headers()['content-type'] ?? ''}`);
      }
    });
    expect(await htmlLang(page)).toBe('en');
    expect(await flags(page)).toEqual([{ src: '/images/flags/en.svg', loaded: true }]);

    await page.getByRole('button', { name: 'Language', exact: true }).click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Türkçe' }).waitFor();
    await expect
      .poll(() => flags(page))
      .toEqual([
        { src: '/images/flags/en.svg', loaded: true },
        { src: '/images/flags/en.svg', loaded: true },
        { src: '/images/flags/tr.svg', loaded: true },
      ]);
    await menu.getByRole('menuitem', { name: 'Türkçe' }).click();

    // The whole shell reads Turkish: header, footer, and the two retranslated dashboard items.
    await expect.poll(() => htmlLang(page)).toBe('tr');
    await page.getByRole('button', { name: 'Ayarlar' }).waitFor();
    await page.getByRole('button', { name: 'Dil', exact: true }).waitFor();
    await page.getByText(`Rehearse © ${year} Tüm hakları saklıdır`).waitFor();
    // The menu has closed: only the button's flag is left.
    await expect.poll(() => flags(page)).toEqual([{ src: '/images/flags/tr.svg', loaded: true }]);
    const aside = await openDashboards(page, viewport, 'Gezinmeyi aç veya kapat');
    await aside.getByRole('link', { name: 'Proje' }).waitFor();
    await aside.getByRole('link', { name: 'Analitik' }).waitFor();
    // Titles the server sends are shown as they are.
    await aside.getByRole('link', { name: 'Finance' }).waitFor();
    await page.keyboard.press('Escape');

    // The choice is remembered.
    await page.reload();
    await page.getByRole('button', { name: 'Ayarlar' }).waitFor();
    expect(await htmlLang(page)).toBe('tr');

    await chooseLanguage(page, 'Dil', 'English');
    await page.getByRole('button', { name: 'Settings' }).waitFor();
    await page.getByText(`Rehearse © ${year} All rights reserved`).waitFor();
    const english = await openDashboards(page, viewport, 'Toggle navigation');
    await english.getByRole('link', { name: 'Project' }).waitFor();
    expect(flagFiles.every((line) => line.startsWith('200 image/svg+xml'))).toBe(true);
    expect(flagFiles.length).toBeGreaterThan(0);
  });

  it('retries a failing Turkish file twice, then keeps English', async () => {
    const page = await openSignedIn(newPage, await createAccount('Fay Fallback'), { viewport });
    const warnings = consoleOf(page, 'warning');
    let requests = 0;
    await page.route('**/i18n/tr.json', async (route) => {
      requests += 1;
      await route.fulfill({ status: 503, body: 'unavailable' });
    });
    await chooseLanguage(page, 'Language', 'Türkçe');
    await expect.poll(() => requests).toBe(3);
    await expect
      .poll(() => warnings.some((text) => text.includes('"tr" translation could not be loaded')))
      .toBe(true);
    // Given up (the warning comes after the last retry), still English, and still working.
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('dialog', { name: 'Settings' }).waitFor();
    expect(requests).toBe(3);
  });
});

describe('translations', () => {
  it('shows and logs the fixed English error when no language can be loaded', async () => {
    const page = await newPage();
    const errors = consoleOf(page, 'error');
    const requests: Record<string, number> = {};
    await page.route('**/i18n/*.json', async (route) => {
      const file = new URL(route.request().url()).pathname;
      requests[file] = (requests[file] ?? 0) + 1;
      await route.fulfill({ status: 500, body: 'broken' });
    });
    await page.goto('/sign-in');
    const alert = page.getByRole('alert');
    await alert.getByText(TRANSLATION_ERROR, { exact: true }).waitFor();
    expect(errors).toContain(TRANSLATION_ERROR);
    // One attempt and 2 retries (decision 025).
    expect(requests).toEqual({ '/i18n/en.json': 3 });

    await page.unroute('**/i18n/*.json');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
  });

  it('warns about a missing key and shows the key itself', async () => {
    const account = await createAccount('Kim Key');
    const page = await newPage();
    const warnings = consoleOf(page, 'warning');
    await page.route('**/i18n/en.json', async (route) => {
      const response = await route.fetch();
      const translations = (await response.json()) as { shell: { settings: { open?: string } } };
      delete translations.shell.settings.open;
      await route.fulfill({ response, json: translations });
    });
    await openSignedIn(() => Promise.resolve(page), account);
    await page.getByRole('button', { name: 'shell.settings.open', exact: true }).waitFor();
    expect(warnings.some((text) => text.includes('"translation:shell.settings.open"'))).toBe(true);
  });
});

describe('fullscreen', () => {
  it('enters and leaves fullscreen from the header', async () => {
    const page = await openSignedIn(newPage, await createAccount('Flo Full'));
    await page.getByRole('button', { name: 'Enter fullscreen' }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    const exit = page.getByRole('button', { name: 'Exit fullscreen' });
    expect(await exit.getAttribute('aria-pressed')).toBe('true');
    await exit.click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
  });

  it('only logs a refusal to enter fullscreen', async () => {
    const page = await newPage();
    await page.addInitScript(() => {
      Element.prototype.requestFullscreen = () =>
        Promise.reject(new TypeError('Permissions check failed'));
    });
    const errors = consoleOf(page, 'error');
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    await openSignedIn(() => Promise.resolve(page), await createAccount('Rex Refused'));
    await page.getByRole('button', { name: 'Enter fullscreen' }).click();
    await expect
      .poll(() => errors.some((text) => text.includes('Toggling fullscreen failed')))
      .toBe(true);
    // Nothing else happened: no message for the user, no uncaught error, the button unchanged.
    expect(uncaught).toEqual([]);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('button', { name: 'Enter fullscreen' }).waitFor();
  });

  it('is not offered on a phone, where browsers rarely allow it', async () => {
    const page = await openSignedIn(newPage, await createAccount('Pia Phone'), {
      viewport: 'phone',
    });
    await page.getByRole('button', { name: 'Settings' }).waitFor();
    expect(await page.getByRole('button', { name: 'Enter fullscreen' }).isVisible()).toBe(false);
  });
});
