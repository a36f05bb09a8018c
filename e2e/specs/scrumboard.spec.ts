import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, createAccount, openSignedIn, saveSettings } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { useBrowser, type ViewportName } from '../support/browser';
import { collectPageProblems } from '../support/page-problems';

const { newPage } = useBrowser();

const BASE = '/api/apps/scrumboard';
type Card = { id: string; listId: string; title: string };
type Board = { id: string; title: string; lists: { id: string; title: string; cards: Card[] }[] };
const XSS = '<img src=x onerror="window.__scrumboardXss = true">';

// Issue 17's scrumboard (docs/decisions/066-scrumboard-screen.md): a board is made from the
// gallery, gets lists, a card and a label; the card moves to another list by keyboard and stays
// there after a reload; the card opens at its own address, also after a reload; a list is deleted
// after a confirmation; a card whose title and description hold markup shows it as text.

// An arrow key moves a picked-up list or card one place. On a phone the board's row scrolls to
// bring the target in, and a press made while it scrolls can be taken by the scroll alone, as a
// person's would; like a person, the spec presses again until the move is announced.
async function pressUntilAnnounced(page: Page, key: string, announcement: string) {
  for (let attempt = 1; ; attempt++) {
    await page.keyboard.press(key);
    try {
      await page
        .getByText(announcement, { exact: false })
        .waitFor({ state: 'attached', timeout: 3000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

describe.each<ViewportName>(['desktop', 'phone'])('scrumboard (%s)', (viewport) => {
  it('makes a board, moves a card by keyboard, keeps it after a reload and runs no stored markup', async () => {
    const account = await createAccount('Sam Scrum');
    const [sample] = await callApi<Board[]>(account.token, 'GET', `${BASE}/boards`);
    const sampleBoard = await callApi<Board>(
      account.token,
      'GET',
      `${BASE}/board?id=${sample!.id}`,
    );
    const xssCard = await callApi<Card>(account.token, 'PUT', `${BASE}/board/card`, {
      card: { listId: sampleBoard.lists[0]!.id, title: `Tricky ${XSS}`, description: XSS },
    });

    const page = await openSignedIn(newPage, account, { viewport, path: '/apps/scrumboard' });
    const problems = collectPageProblems(page);
    const gallery = page.getByRole('list', { name: 'Boards' });
    await gallery.getByRole('heading', { name: sample!.title }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // A new board, opened at its address.
    await page.getByRole('button', { name: 'New board' }).click();
    const form = page.getByRole('dialog', { name: 'New board' });
    await form.getByLabel('Title').fill('Release plan');
    await form.getByRole('button', { name: 'Create board' }).click();
    await page.getByRole('heading', { level: 1, name: 'Release plan' }).waitFor();
    const boardId = new URL(page.url()).pathname.split('/').pop()!;

    // Two lists and a card.
    for (const title of ['To do', 'Done']) {
      await page.getByRole('button', { name: 'Add a list' }).click();
      await page.getByLabel('List title').fill(title);
      await page.keyboard.press('Enter');
      await page.getByRole('region', { name: title }).waitFor();
      await page.keyboard.press('Escape');
    }
    const todo = page.getByRole('region', { name: 'To do' });
    const done = page.getByRole('region', { name: 'Done' });
    await todo.getByRole('button', { name: 'Add a card' }).click();
    await todo.getByLabel('Card title').fill('Write the notes');
    await page.keyboard.press('Enter');
    await todo.getByRole('link', { name: 'Write the notes' }).waitFor();
    await expect
      .poll(async () => (await boardOf()).lists[0]!.cards.map((c) => c.title))
      .toEqual(['Write the notes']);
    await page.keyboard.press('Escape');

    // Moved to Done with the keyboard alone: the handle, Space, the arrow, Space.
    const handle = todo.getByRole('button', { name: 'Move card Write the notes' });
    await handle.focus();
    await page.keyboard.press('Space');
    await page
      .getByText('Card Write the notes is in list To do', { exact: false })
      .waitFor({ state: 'attached' });
    await pressUntilAnnounced(page, 'ArrowRight', 'Card Write the notes is in list Done');
    await page.keyboard.press('Space');
    await done.getByRole('link', { name: 'Write the notes' }).waitFor();
    await expect
      .poll(async () => (await boardOf()).lists.map((l) => l.cards.map((c) => c.title)))
      .toEqual([[], ['Write the notes']]);
    expect(await seriousViolations(page)).toEqual([]);

    await page.reload();
    await done.getByRole('link', { name: 'Write the notes' }).waitFor();
    expect(await todo.getByText('No cards yet.').count()).toBe(1);

    // A label made on the board, given to the card in its dialog; the card has its own address.
    await page.getByRole('button', { name: 'Labels', exact: true }).click();
    const labels = page.getByRole('dialog', { name: 'Labels of this board' });
    await labels.getByRole('button', { name: 'Add a label' }).click();
    await labels.getByLabel('Label name').fill('Urgent');
    await page.keyboard.press('Enter');
    await labels.getByText('Urgent').waitFor();
    await labels.getByRole('button', { name: 'Close', exact: true }).click();
    await labels.waitFor({ state: 'detached' });

    await done.getByRole('link', { name: 'Write the notes' }).click();
    const card = page.getByRole('dialog', { name: 'Card' });
    await card.getByLabel('Title').waitFor();
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`/apps/scrumboard/${boardId}/card/`));
    await card.getByLabel('Labels').click();
    await page.getByRole('option', { name: 'Urgent' }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await card.getByLabel('Description').fill('Keep them short.');
    await card.getByLabel('Title').focus();
    await expect
      .poll(async () => (await boardOf()).lists[1]!.cards[0])
      .toMatchObject({ description: 'Keep them short.', labels: [{ title: 'Urgent' }] });
    expect(await seriousViolations(page)).toEqual([]);
    await page.reload();
    await card.getByText('In list Done').waitFor();
    expect(await card.getByLabel('Description').inputValue()).toBe('Keep them short.');
    await card.getByRole('button', { name: 'Done' }).click();
    await card.waitFor({ state: 'detached' });
    await done.getByText('Urgent').waitFor();

    // Lists move by keyboard too: Done first.
    await done.getByRole('button', { name: 'Move list Done' }).focus();
    await page.keyboard.press('Space');
    await page
      .getByText('List Done is at position 2 of 2', { exact: false })
      .waitFor({ state: 'attached' });
    await pressUntilAnnounced(page, 'ArrowLeft', 'List Done is at position 1 of 2');
    await page.keyboard.press('Space');
    await expect
      .poll(async () => (await boardOf()).lists.map((l) => l.title))
      .toEqual(['Done', 'To do']);

    // Deleting a list asks first.
    await todo.getByRole('button', { name: 'Actions for list To do' }).click();
    await page.getByRole('menuitem', { name: 'Delete list' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this list?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await todo.waitFor({ state: 'detached' });
    await expect.poll(async () => (await boardOf()).lists.map((l) => l.title)).toEqual(['Done']);

    // Stored markup is text on the board and in the card, and never runs.
    await page.goto(`/apps/scrumboard/${sample!.id}`);
    await page.getByRole('link', { name: `Tricky ${XSS}` }).waitFor();
    await page.goto(`/apps/scrumboard/${sample!.id}/card/${xssCard.id}`);
    expect(
      await page.getByRole('dialog', { name: 'Card' }).getByLabel('Description').inputValue(),
    ).toBe(XSS);
    expect(
      await page.evaluate(() => (window as { __scrumboardXss?: boolean }).__scrumboardXss),
    ).toBeUndefined();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(problems).toEqual([]);

    async function boardOf() {
      return callApi<Board>(account.token, 'GET', `${BASE}/board?id=${boardId}`);
    }
  });

  it('passes axe in the dark scheme: the gallery, a board and a card', async () => {
    const account = await createAccount('Dora Dark');
    await saveSettings(account.token, { scheme: 'dark' });
    const [sample] = await callApi<Board[]>(account.token, 'GET', `${BASE}/boards`);
    const board = await callApi<Board>(account.token, 'GET', `${BASE}/board?id=${sample!.id}`);
    const page = await openSignedIn(newPage, account, { viewport, path: '/apps/scrumboard' });
    const problems = collectPageProblems(page);
    await page
      .getByRole('list', { name: 'Boards' })
      .getByRole('heading', { name: sample!.title })
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`/apps/scrumboard/${board.id}`);
    await page.getByRole('heading', { level: 1, name: board.title }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const card = board.lists[0]!.cards[0]!;
    await page.getByRole('link', { name: card.title }).click();
    await page.getByRole('dialog', { name: 'Card' }).getByLabel('Title').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
