import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForPath } from '../support/auth';
import { createAccount, openSignedIn, saveSettings } from '../support/accounts';
import { useBrowser, type ViewportName } from '../support/browser';
import { settled } from '../support/settled';

const { newPage } = useBrowser();

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const layoutName = (page: Page) => page.locator('[data-layout]').getAttribute('data-layout');

async function goToProfile(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await waitForPath(page, '/user/profile');
  await page.getByRole('heading', { level: 1, name: 'Profile', exact: true }).waitFor();
}

describe.each<ViewportName>(['desktop', 'phone'])('shell routing (%s)', (viewport) => {
  it('starts a new page at the top and restores the scroll position on going back', async () => {
    const account = await createAccount('Sol Scroll');
    const page = await openSignedIn(newPage, account, { viewport });
    // The screens are short for now: make every page tall enough to scroll (the style stays
    // for the whole visit, the app navigating without reloading).
    await page.addStyleTag({ content: 'main { min-height: 4000px; }' });
    await settled(page);
    // Scrolled again until it holds: the screen may still settle after its data arrives.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, 1500));
        return scrollY(page);
      })
      .toBe(1500);

    await goToProfile(page);
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 600));

    await page.goBack();
    await waitForPath(page, '/workspace/home');
    await expect.poll(() => scrollY(page)).toBe(1500);

    await page.goForward();
    await waitForPath(page, '/user/profile');
    await expect.poll(() => scrollY(page)).toBe(600);
  });

  it("chooses the layout: the query parameter over the user's setting over classic", async () => {
    const account = await createAccount('Lars Layout');
    const page = await openSignedIn(newPage, account, { viewport });
    // A new account has no choice of its own: the configuration's default.
    expect(await layoutName(page)).toBe('classic');

    await saveSettings(account.token, { layout: 'modern' });
    await page.reload();
    await page.locator('[data-layout="modern"]').waitFor();

    await page.goto('/workspace/home?layout=thin');
    await page.locator('[data-layout="thin"]').waitFor();
    // A name that is no layout is ignored.
    await page.goto('/workspace/home?layout=sideways');
    await page.locator('[data-layout="modern"]').waitFor();
    await page.goto('/workspace/home?layout=empty');
    await page.locator('[data-layout="empty"]').waitFor();
    expect(await page.locator('nav').count()).toBe(0);
  });
});
