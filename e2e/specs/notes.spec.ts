import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  callApi,
  createAccount,
  openSignedIn,
  saveSettings,
  type Account,
} from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { useBrowser, type ViewportName } from '../support/browser';
import { collectPageProblems } from '../support/page-problems';

const { newPage } = useBrowser();

type Label = { id: string; title: string };
type Note = { id: string; title: string; archived: boolean; labels: Label[]; image: string | null };

// A 1×1 transparent PNG, as a file the user picks.
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const notesOf = (account: Account) => callApi<Note[]>(account.token, 'GET', '/api/apps/notes/all');

const card = (page: Page, title: string) => page.getByRole('article').filter({ hasText: title });

// On a phone the views are in a drawer behind "Views".
async function openView(page: Page, viewport: ViewportName, name: string) {
  if (viewport === 'phone') await page.getByRole('button', { name: 'Views' }).click();
  await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name }).click();
}

// Issue 17 §4 (docs/decisions/064-notes-screen.md): a fresh account's notes screen with its
// sample notes; a note taken, opened by its card, given a checklist, a label, a reminder and a
// picture, found again after a reload and under its label and search; archived and back; deleted
// and restored by Undo; markup stored in a note shown as text; no console errors, no serious axe
// findings.
describe.each<ViewportName>(['desktop', 'phone'])('notes at %s', (viewport) => {
  it('takes, edits, files, archives, deletes and restores a note, keeping it over a reload', async () => {
    const account = await createAccount('Nora Notes');
    const page = await openSignedIn(newPage, account, { viewport, path: '/apps/notes' });
    const problems = collectPageProblems(page);
    await card(page, 'Behavioural answers to polish').waitFor();

    // Take a note: it shows at once and is stored.
    const title = `Offer checklist ${viewport}`;
    await page.getByRole('button', { name: 'Take a note…' }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('textbox', { name: 'Note' }).fill('Before signing anything.');
    await page.getByRole('button', { name: 'Close' }).click();
    await card(page, title).waitFor();
    await expect.poll(async () => (await notesOf(account))[0]?.title).toBe(title);
    const id = (await notesOf(account))[0]!.id;

    // Open it from its card: the dialog's address is the note's.
    await card(page, title).getByRole('link').click();
    await page.waitForURL(`**/apps/notes/${id}`);
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.getByRole('textbox', { name: 'Add a checklist item' }).fill('Read the contract');
    await dialog.getByRole('textbox', { name: 'Add a checklist item' }).press('Enter');
    await dialog.getByRole('textbox', { name: 'Add a checklist item' }).fill('Ask about equity');
    await dialog.getByRole('textbox', { name: 'Add a checklist item' }).press('Enter');
    await dialog.getByRole('checkbox', { name: 'Ask about equity' }).waitFor();
    // The tick is drawn once the change is applied, which may wait for the adds before it
    // (changes go to the server in order): looked for until it shows, not at the click.
    const contract = dialog.getByRole('checkbox', { name: 'Read the contract' });
    await contract.click();
    await expect.poll(() => contract.isChecked(), { timeout: 15_000 }).toBe(true);
    await dialog.getByRole('button', { name: 'Labels' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Work' }).click();
    await page.keyboard.press('Escape');
    await dialog.getByLabel('Reminder').fill('2030-01-15T09:30');
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'pixel.png',
      mimeType: 'image/png',
      buffer: PIXEL_PNG,
    });
    await dialog.getByRole('button', { name: 'Remove the picture' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL((url) => url.pathname === '/apps/notes');
    await expect
      .poll(async () =>
        (await notesOf(account)).find((n) => n.id === id)?.labels.map((l) => l.title),
      )
      .toEqual(['Work']);
    await expect
      .poll(async () => (await notesOf(account)).find((n) => n.id === id)?.image?.slice(0, 22))
      .toBe('data:image/png;base64,');

    // A reload shows the same note, stored.
    await page.reload();
    const saved = card(page, title);
    await saved.waitFor();
    const text = await saved.innerText();
    expect(text).toContain('Read the contract');
    expect(text).toContain('Work');
    expect(text).toContain('January 15, 2030');
    expect(await saved.locator('img').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    // The dialog's address opens it after a reload too.
    await page.goto(`/apps/notes/${id}`);
    await page.getByRole('dialog', { name: title }).waitFor();
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.pathname === '/apps/notes');

    // Under its label, and found by search (both in the address).
    await openView(page, viewport, 'Work');
    await page.waitForURL((url) => url.searchParams.has('label'));
    await saved.waitFor();
    expect(await card(page, 'System design practice plan').count()).toBe(1);
    await page.getByRole('searchbox', { name: 'Search notes' }).fill('equity');
    await page.waitForURL((url) => url.searchParams.get('q') === 'equity');
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    await page.reload();
    await saved.waitFor();
    expect(await page.getByRole('article').count()).toBe(1);
    await page.goto('/apps/notes');

    // Archive from the dialog: it leaves the grid and is under Archive; Unarchive brings it back.
    await card(page, title).getByRole('link').click();
    await page
      .getByRole('dialog', { name: title })
      .getByRole('button', { name: 'Archive' })
      .click();
    await page.getByText('Note archived.').waitFor();
    await card(page, title).waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await notesOf(account)).find((n) => n.id === id)?.archived)
      .toBe(true);
    await openView(page, viewport, 'Archive');
    await page.waitForURL('**/apps/notes/archive');
    await card(page, title).getByRole('link').click();
    await page.waitForURL(`**/apps/notes/archive/${id}`);
    await page
      .getByRole('dialog', { name: title })
      .getByRole('button', { name: 'Unarchive' })
      .click();
    await card(page, title).waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await notesOf(account)).find((n) => n.id === id)?.archived)
      .toBe(false);
    await openView(page, viewport, 'Notes');
    await card(page, title).waitFor();

    // Delete at once; Undo stores it again with its checklist and label.
    await card(page, title).getByRole('link').click();
    await page
      .getByRole('dialog', { name: title })
      .getByRole('button', { name: 'Delete note' })
      .click();
    await card(page, title).waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await notesOf(account)).some((n) => n.title === title))
      .toBe(false);
    await page.getByRole('button', { name: 'Undo' }).click();
    await card(page, title).waitFor();
    await expect
      .poll(async () =>
        (await notesOf(account)).find((n) => n.title === title)?.labels.map((l) => l.title),
      )
      .toEqual(['Work']);
    await page.reload();
    expect(await card(page, title).innerText()).toContain('Ask about equity');

    // Dark: the grid and the dialog pass axe too.
    await saveSettings(account.token, { scheme: 'dark' });
    await page.reload();
    await card(page, title).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await card(page, title).getByRole('link').click();
    await page.getByRole('dialog', { name: title }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    expect(problems).toEqual([]);
  });

  it('shows markup stored in a note as text, on the grid and in the dialog, and runs nothing', async () => {
    const account = await createAccount('Xena Notes');
    const attack = '<img src=x onerror="window.__notesXss=1">';
    const stored = await callApi<Note>(account.token, 'POST', '/api/apps/notes', {
      note: { title: `Title ${attack}`, content: `Content ${attack}` },
    });
    const page = await openSignedIn(newPage, account, { viewport, path: '/apps/notes' });
    const problems = collectPageProblems(page);
    const shown = card(page, 'Title <img');
    await shown.waitFor();
    expect(await shown.innerText()).toContain(`Content ${attack}`);
    await page.goto(`/apps/notes/${stored.id}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Title' }).waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Title' }).inputValue()).toBe(
      `Title ${attack}`,
    );
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(
      await page.evaluate(() => (window as { __notesXss?: number }).__notesXss),
    ).toBeUndefined();
    expect(problems).toEqual([]);
  });
});
