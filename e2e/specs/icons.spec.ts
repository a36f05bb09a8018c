import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, createAccount, openSignedIn, saveSettings } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { useBrowser, type ViewportName } from '../support/browser';
import { collectPageProblems } from '../support/page-problems';

const { newPage } = useBrowser();

type IconSet = { namespace: string; grid: string; list: string[] };

const grid = (page: Page) => page.getByRole('list', { name: 'Icons' });
const tile = (page: Page, fullName: string) =>
  page.getByRole('button', { name: `Copy ${fullName}`, exact: true });

// The drawn size of a tile's glyph: a <use> of a symbol the sprite lacks (or a sprite that did
// not load) has an empty box, so a width above zero means the icon is really on screen.
const drawnWidth = (page: Page, fullName: string) =>
  tile(page, fullName)
    .locator('use')
    .evaluate((use) => (use as SVGGraphicsElement).getBBox().width);

// Issue 18, the Icon sets screen (docs/decisions/072-activities-and-icons-screens.md).
describe.each<ViewportName>(['desktop', 'phone'])('icon sets (%s)', (viewport) => {
  it('switches sets, searches by name, draws every icon it shows and copies a name', async () => {
    const account = await createAccount('Ines Icons');
    const outline = await callApi<IconSet>(account.token, 'GET', '/api/ui/icons/heroicons-outline');
    const twotone = await callApi<IconSet>(account.token, 'GET', '/api/ui/icons/material-twotone');
    const page = await openSignedIn(newPage, account, { viewport, path: '/ui/icons' });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const problems = collectPageProblems(page);

    // The bare address opens Heroicons Outline, with its count.
    await page.waitForURL('**/ui/icons/heroicons-outline');
    await page.getByText(`${outline.list.length} icons`, { exact: true }).waitFor();
    // The first icon: the grid draws only the rows in view.
    await expect
      .poll(() => drawnWidth(page, `heroicons_outline:${outline.list[0]}`))
      .toBeGreaterThan(0);
    // Only the rows in view are in the page.
    expect(await grid(page).getByRole('button').count()).toBeLessThan(outline.list.length);
    expect(await seriousViolations(page)).toEqual([]);

    // Search as you type: the address keeps it, the count says how many match.
    await page.getByRole('searchbox', { name: 'Search icons' }).fill('arrow');
    await page.waitForURL('**/ui/icons/heroicons-outline?q=arrow');
    const arrows = outline.list.filter((name) => name.includes('arrow'));
    await page
      .getByText(`${arrows.length} of ${outline.list.length} icons`, { exact: true })
      .waitFor();
    expect((await grid(page).getByRole('button').all()).length).toBeGreaterThan(0);
    await expect.poll(() => drawnWidth(page, `heroicons_outline:${arrows[0]}`)).toBeGreaterThan(0);

    // Another set by its tab: the search goes along, the glyphs are that set's.
    await page.getByRole('tab', { name: 'Material Two-tone' }).click();
    await page.waitForURL('**/ui/icons/material-twotone?q=arrow');
    const twotoneArrows = twotone.list.filter((name) => name.includes('arrow'));
    await page
      .getByText(`${twotoneArrows.length} of ${twotone.list.length} icons`, { exact: true })
      .waitFor();
    await expect.poll(() => drawnWidth(page, `mat_twotone:${twotoneArrows[0]}`)).toBeGreaterThan(0);

    // The sprite's last glyph too: a malformed glyph earlier in the file would leave the rest
    // of the sprite undrawn.
    const last = twotone.list.at(-1)!;
    await page.getByRole('searchbox', { name: 'Search icons' }).fill(last);
    await page.waitForURL(`**/ui/icons/material-twotone?q=${last}`);
    await expect.poll(() => drawnWidth(page, `mat_twotone:${last}`)).toBeGreaterThan(0);

    // Heroicons Mini draws at its grid size, icon-size-5 (20 px).
    await page.getByRole('searchbox', { name: 'Search icons' }).fill('');
    await page.getByRole('tab', { name: 'Heroicons Mini' }).click();
    await page.waitForURL('**/ui/icons/heroicons-mini');
    await expect.poll(() => drawnWidth(page, 'heroicons_mini:academic-cap')).toBeGreaterThan(0);
    const box = await tile(page, 'heroicons_mini:academic-cap').locator('svg').boundingBox();
    expect(box?.width).toBe(20);

    // Back returns to the set before.
    await page.goBack();
    await page.waitForURL(/\/ui\/icons\/material-twotone/);

    // A click copies the name, and so does Enter on a focused tile.
    await page.goto('/ui/icons/feather?q=activity');
    await tile(page, 'feather:activity').click();
    await page.getByText('Copied “feather:activity” to the clipboard').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('feather:activity');
    await page.getByRole('searchbox', { name: 'Search icons' }).fill('alert');
    await page.waitForURL('**/ui/icons/feather?q=alert');
    await tile(page, 'feather:alert-circle').focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe('feather:alert-circle');

    // Dark: axe again.
    await saveSettings(account.token, { scheme: 'dark' });
    await page.reload();
    await expect.poll(() => drawnWidth(page, 'feather:alert-circle')).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);

    expect(problems).toEqual([]);
  });
});
