import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addHeaderItems, createAccount, openSignedIn } from '../support/accounts';
import { useBrowser, type ViewportName } from '../support/browser';
import { brokenImages, collectPageProblems } from '../support/page-problems';
import { settled } from '../support/settled';

const { newPage } = useBrowser();

const LAYOUTS = [
  'empty',
  'centered',
  'enterprise',
  'material',
  'modern',
  'classic',
  'classy',
  'compact',
  'dense',
  'futuristic',
  'thin',
];
const SCREENS = ['/workspace/dashboard', '/user/profile', '/support/demo', '/support/faq'];

// Pictures that loaded inside `scope` (MUI's Avatar drops an <img> that fails, so a missing
// picture lowers this count rather than leaving a broken image).
const loadedPictures = (page: Page, scope: string) =>
  page.evaluate(
    (selector) =>
      [...document.querySelectorAll<HTMLImageElement>(`${selector} img`)].filter(
        (img) => img.complete && img.naturalWidth > 0,
      ).length,
    scope,
  );

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

describe.each<ViewportName>(['desktop', 'phone'])('shell assets (%s)', (viewport) => {
  it('loads every file and picture of the shell screens: no 404, no console error', async () => {
    const account = await createAccount('Asa Assets');
    await addHeaderItems(account);
    const page = await newPage({ viewport });
    const problems = collectPageProblems(page);
    await openSignedIn(async () => page, account, { viewport });

    // The sample data's avatars, in the panels that show them.
    await page.getByRole('button', { name: /^Messages/ }).click();
    await dialog(page, 'Messages').getByRole('listitem').first().waitFor();
    await expect.poll(() => loadedPictures(page, '[role="dialog"]')).toBeGreaterThan(2);
    await page.keyboard.press('Escape');
    await dialog(page, 'Messages').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: /^Notifications/ }).click();
    await dialog(page, 'Notifications').getByRole('listitem').first().waitFor();
    await page.keyboard.press('Escape');
    await dialog(page, 'Notifications').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Shortcuts' }).click();
    await dialog(page, 'Shortcuts').getByRole('link').first().waitFor();
    await page.keyboard.press('Escape');
    await dialog(page, 'Shortcuts').waitFor({ state: 'detached' });

    await page
      .getByRole('button', { name: /^Quick chat/ })
      .first()
      .click();
    const chat = dialog(page, 'Quick chat');
    await chat.getByRole('list', { name: 'Chats' }).getByRole('button').first().click();
    await chat.getByRole('list', { name: /^Messages with / }).waitFor();
    // The contact's picture in the conversation's header.
    await expect.poll(() => loadedPictures(page, '[role="dialog"]')).toBeGreaterThan(0);
    // The chosen chat takes focus into its message box, from where Escape closes the panel.
    await expect
      .poll(() => chat.getByRole('textbox').evaluate((box) => box === document.activeElement))
      .toBe(true);
    await page.keyboard.press('Escape');
    await chat.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('combobox', { name: 'Search' }).fill('an');
    await page.getByRole('listbox').getByRole('option').first().waitFor();
    await expect.poll(() => loadedPictures(page, '[role="listbox"]')).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Language', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Türkçe' }).waitFor();
    await page.keyboard.press('Escape');

    for (const layout of LAYOUTS) {
      await page.goto(`/workspace/home?layout=${layout}`);
      await page.locator(`[data-layout="${layout}"]`).waitFor();
      await settled(page);
    }
    for (const screen of SCREENS) {
      await page.goto(screen);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await settled(page);
    }
    expect(await brokenImages(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
