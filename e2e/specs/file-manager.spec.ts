import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, createAccount, openSignedIn, saveSettings } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { useBrowser, type ViewportName } from '../support/browser';
import { collectPageProblems } from '../support/page-problems';

const { newPage } = useBrowser();

type Listing = { folders: { id: string; name: string }[]; files: { id: string; name: string }[] };

const items = (page: Page) => page.getByRole('list', { name: 'Folders and files' });
const itemLink = (page: Page, name: string) =>
  items(page).getByRole('link', { name: new RegExp(`^${name}`) });

// Issue 18, the file manager (docs/decisions/067-file-manager.md), at both widths.
describe.each<ViewportName>(['desktop', 'phone'])('file manager (%s)', (viewport) => {
  it('makes a folder, uploads into it, renames, downloads and deletes, through reloads', async () => {
    const account = await createAccount('Fiona Files');
    const page = await openSignedIn(newPage, account, { viewport, path: '/apps/file-manager' });
    const problems = collectPageProblems(page);
    await page.getByRole('heading', { level: 1, name: 'File manager' }).waitFor();
    await itemLink(page, 'Interview Prep').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // A new folder, opened from the keyboard.
    await page.getByRole('button', { name: 'New folder' }).click();
    const create = page.getByRole('dialog', { name: 'New folder' });
    await create.getByLabel('Name').fill('  Offers 2026 ');
    await create.getByLabel('Description').fill('Letters and contracts');
    await create.getByRole('button', { name: 'Create' }).click();
    await create.waitFor({ state: 'detached' });
    await itemLink(page, 'Offers 2026').focus();
    await page.keyboard.press('Enter');
    await page.getByText('This folder is empty').waitFor();
    const folderId = new URL(page.url()).pathname.split('/').pop()!;
    expect(folderId).toMatch(/^[0-9a-f-]{36}$/);

    // Two files at once, each with its own progress bar that ends.
    const text = `Offer from Northwind: ${'salary, equity, start date. '.repeat(2000)}`;
    await page.getByTestId('file-upload-input').setInputFiles([
      { name: 'offer.txt', mimeType: 'text/plain', buffer: Buffer.from(text) },
      { name: 'notes.md', mimeType: '', buffer: Buffer.from('# Questions\n') },
    ]);
    const uploads = page.getByRole('region', { name: 'Uploads' });
    await uploads.getByRole('progressbar', { name: 'Uploading offer.txt' }).waitFor();
    await expect.poll(() => uploads.getByText('Uploaded').count(), { timeout: 15_000 }).toBe(2);
    expect(
      await uploads
        .getByRole('progressbar', { name: 'Uploading offer.txt' })
        .getAttribute('aria-valuenow'),
    ).toBe('100');
    await itemLink(page, 'offer.txt').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The folder stays open through a reload, and the file is there.
    await page.reload();
    await itemLink(page, 'offer.txt').waitFor();
    expect(await page.getByRole('navigation', { name: 'Folder path' }).innerText()).toContain(
      'Offers 2026',
    );

    // Details in ?item=, then a rename from the panel.
    await itemLink(page, 'offer.txt').click();
    const details = page.getByRole('dialog', { name: 'offer.txt' });
    await details.getByText('Text file').waitFor();
    expect(new URL(page.url()).searchParams.get('item')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await details.innerText()).toContain('Fiona Files');
    expect(await seriousViolations(page)).toEqual([]);
    await details.getByRole('button', { name: 'Rename' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename' });
    await rename.getByLabel('Name').fill('northwind-offer.txt');
    await rename.getByRole('button', { name: 'Save' }).click();
    const renamed = page.getByRole('dialog', { name: 'northwind-offer.txt' });
    await renamed.waitFor();

    // Download: the same bytes come back.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      renamed.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('northwind-offer.txt');
    expect(await readFile((await download.path())!, 'utf8')).toBe(text);
    await renamed.getByRole('button', { name: 'Close details' }).click();

    // The folder's contents at the root say 2 files; deleting asks first.
    await page
      .getByRole('navigation', { name: 'Folder path' })
      .getByRole('link', { name: 'My files' })
      .click();
    await itemLink(page, 'Offers 2026').waitFor();
    expect(await itemLink(page, 'Offers 2026').innerText()).toContain('2 files');
    await items(page).getByRole('button', { name: 'Actions for Offers 2026' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this folder?' });
    expect(await confirm.innerText()).toContain('2 files');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('“Offers 2026” was deleted.').waitFor();
    await itemLink(page, 'Offers 2026').waitFor({ state: 'detached' });
    const root = await callApi<Listing>(account.token, 'GET', '/api/apps/file-manager');
    expect(root.folders.map((f) => f.name)).not.toContain('Offers 2026');
    const gone = await fetch(
      `${new URL(page.url()).origin}/api/apps/file-manager?folderId=${folderId}`,
      {
        headers: { authorization: `Bearer ${account.token}` },
      },
    );
    expect(gone.status).toBe(404);
    expect(problems).toEqual([]);
  });

  it('switches to the list view, kept in the URL, and passes axe in dark', async () => {
    const account = await createAccount('Dario Dark');
    await saveSettings(account.token, { scheme: 'dark' });
    const page = await openSignedIn(newPage, account, { viewport, path: '/apps/file-manager' });
    const problems = collectPageProblems(page);
    await itemLink(page, 'Résumés').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'List view' }).click();
    const table = page.getByRole('table', { name: 'Folders and files' });
    await table.waitFor();
    expect(new URL(page.url()).searchParams.get('view')).toBe('list');
    await page.reload();
    await table.getByRole('link', { name: 'Résumés' }).click();
    await table.getByRole('link', { name: 'Archive' }).waitFor();
    expect(new URL(page.url()).searchParams.get('view')).toBe('list');
    expect(await seriousViolations(page)).toEqual([]);
    // A sample file has nothing to download, and says so.
    await table.getByRole('link', { name: 'Resume - Product Designer' }).click();
    const details = page.getByRole('dialog', { name: 'Resume - Product Designer' });
    await details.getByText('A sample file: it has no content to download.').waitFor();
    expect(await details.getByRole('button', { name: 'Download' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goBack();
    await details.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });
});
