import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, createAccount, openSignedIn, saveSettings } from '../support/accounts';
import { useBrowser, type ViewportName } from '../support/browser';

const { newPage } = useBrowser();

// Each of the six themes with its name in the settings panel and its light primary colour.
const THEMES = [
  ['theme-default', 'Default', '#4f46e5'],
  ['theme-brand', 'Brand', '#2563eb'],
  ['theme-teal', 'Teal', '#0f766e'],
  ['theme-rose', 'Rose', '#e11d48'],
  ['theme-purple', 'Purple', '#7e22ce'],
  ['theme-amber', 'Amber', '#b45309'],
] as const;

const htmlClasses = (page: Page) =>
  page.evaluate(() => [...document.documentElement.classList].sort());
const primaryColour = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement)
      .getPropertyValue('--mui-palette-primary-main')
      .trim(),
  );
const bodyBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const LIGHT_BACKGROUND = 'rgb(246, 247, 249)';
const DARK_BACKGROUND = 'rgb(15, 17, 21)';

describe.each<ViewportName>(['desktop', 'phone'])('themes and schemes (%s)', (viewport) => {
  it('offers every theme in the settings panel, applies it at once and stores it', async () => {
    const account = await createAccount('Theo Theme');
    const page = await openSignedIn(newPage, account, { viewport });
    await page.getByRole('button', { name: 'Settings' }).click();
    const panel = page.getByRole('dialog', { name: 'Settings' });
    const group = panel.getByRole('group', { name: 'Theme' });
    expect(await group.getByRole('button').allInnerTexts()).toEqual(THEMES.map(([, name]) => name));

    for (const [theme, name, colour] of [...THEMES.slice(1), THEMES[0]]) {
      await group.getByRole('button', { name }).click();
      await expect.poll(() => htmlClasses(page)).toContain(theme);
      expect((await htmlClasses(page)).filter((c) => c.startsWith('theme-'))).toEqual([theme]);
      await expect.poll(() => primaryColour(page)).toBe(colour);
      expect(await group.getByRole('button', { name }).getAttribute('aria-pressed')).toBe('true');
      await expect
        .poll(
          async () =>
            (await callApi<{ theme: string }>(account.token, 'GET', '/api/common/settings')).theme,
        )
        .toBe(theme);
    }
  });

  it('follows the system in auto and reacts when the system changes', async () => {
    const account = await createAccount('Ada Auto');
    await saveSettings(account.token, { scheme: 'auto' });
    const page = await openSignedIn(newPage, account, { viewport, colorScheme: 'light' });
    await expect.poll(() => htmlClasses(page)).toContain('light');
    expect(await bodyBackground(page)).toBe(LIGHT_BACKGROUND);

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => htmlClasses(page)).toContain('dark');
    await expect.poll(() => bodyBackground(page)).toBe(DARK_BACKGROUND);

    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => htmlClasses(page)).toContain('light');
    await expect.poll(() => bodyBackground(page)).toBe(LIGHT_BACKGROUND);

    // On a new load with a dark system, the page is dark from its first paint: the first
    // class the <html> element gets (from public/theme-boot.js) is already "dark".
    await page.addInitScript(() => {
      // Runs before the document has its <html> element: watch the whole document.
      new MutationObserver((changes, observer) => {
        const root = document.documentElement;
        if (!changes.some((change) => change.target === root)) return;
        (window as { firstClasses?: string }).firstClasses = root.className;
        observer.disconnect();
      }).observe(document, { attributes: true, attributeFilter: ['class'], subtree: true });
    });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    const first = await page.evaluate(() => (window as { firstClasses?: string }).firstClasses);
    expect(first?.split(' ')).toContain('dark');
  });

  it('switches between light, dark and auto from the panel', async () => {
    const account = await createAccount('Sid Scheme');
    const page = await openSignedIn(newPage, account, { viewport, colorScheme: 'dark' });
    // The stored choice (light, the default) wins over the dark system.
    expect(await htmlClasses(page)).toContain('light');
    await page.getByRole('button', { name: 'Settings' }).click();
    const schemes = page.getByRole('dialog', { name: 'Settings' }).getByRole('group', {
      name: 'Colour scheme',
    });
    await schemes.getByRole('button', { name: 'Dark' }).click();
    await expect.poll(() => bodyBackground(page)).toBe(DARK_BACKGROUND);
    await schemes.getByRole('button', { name: 'Light' }).click();
    await expect.poll(() => bodyBackground(page)).toBe(LIGHT_BACKGROUND);
    // Auto: the system (dark here) decides.
    await schemes.getByRole('button', { name: 'Auto' }).click();
    await expect.poll(() => bodyBackground(page)).toBe(DARK_BACKGROUND);
    await expect
      .poll(
        async () =>
          (await callApi<{ scheme: string }>(account.token, 'GET', '/api/common/settings')).scheme,
      )
      .toBe('auto');
  });
});
