import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, createAccount, openSignedIn, type Account } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { useBrowser, type ViewportName } from '../support/browser';
import { collectPageProblems } from '../support/page-problems';

const { newPage } = useBrowser();

type Task = { id: string; type: 'task' | 'section'; title: string; notes: string | null };

const tasksOf = (account: Account) => callApi<Task[]>(account.token, 'GET', '/api/apps/tasks/all');
const list = (page: Page) => page.getByRole('list', { name: 'Tasks and sections' });
// The titles of the first rows the list draws, in order.
const shownTitles = async (page: Page, count: number) =>
  (await list(page).getByRole('link').allTextContents()).slice(0, count);

// Issue 17 §5, the Tasks screen (docs/decisions/065-tasks-screen.md), at both widths.
describe.each<ViewportName>(['desktop', 'phone'])('tasks (%s)', (viewport) => {
  it('reorders a task with the keyboard alone, and the order stays after a reload', async () => {
    const account = await createAccount('Tara Tasks');
    const before = await tasksOf(account);
    const [first, second, third] = before;
    const page = await openSignedIn(newPage, account, { viewport, path: '/apps/tasks' });
    const problems = collectPageProblems(page);
    await page.getByRole('heading', { level: 1, name: 'Tasks' }).waitFor();
    const remaining = before.filter((t) => t.type === 'task').length;
    await page.getByText(/^\d+ tasks remaining$/).waitFor();
    expect(remaining).toBeGreaterThan(0);
    expect(await shownTitles(page, 3)).toEqual([first!.title, second!.title, third!.title]);
    expect(await seriousViolations(page)).toEqual([]);

    // The drag handle, Space to lift, the down arrow, Space to drop.
    const handle = page.getByRole('button', { name: `Move ${second!.title} by dragging` });
    await handle.focus();
    await page.keyboard.press('Space');
    // Lifted: it is over its own place first.
    await page
      .getByText(`${second!.title} is over position 2`, { exact: false })
      .waitFor({ state: 'attached' });
    await page.keyboard.press('ArrowDown');
    await page
      .getByText(`${second!.title} is over position 3`, { exact: false })
      .waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await page
      .getByText(`Dropped ${second!.title} at position 3`, { exact: false })
      .waitFor({ state: 'attached' });
    await expect
      .poll(() => shownTitles(page, 3))
      .toEqual([first!.title, third!.title, second!.title]);
    // Saved with PATCH order: the server's order is the new one.
    await expect
      .poll(async () => (await tasksOf(account)).slice(0, 3).map((t) => t.id))
      .toEqual([first!.id, third!.id, second!.id]);

    // And once more from the row's menu: Move up puts it back.
    await list(page)
      .getByRole('button', { name: `Actions for ${second!.title}` })
      .click();
    await page.getByRole('menuitem', { name: 'Move up' }).click();
    await expect
      .poll(() => shownTitles(page, 3))
      .toEqual([first!.title, second!.title, third!.title]);
    await list(page)
      .getByRole('button', { name: `Actions for ${second!.title}` })
      .click();
    await page.getByRole('menuitem', { name: 'Move down' }).click();
    await expect
      .poll(async () => (await tasksOf(account)).slice(0, 3).map((t) => t.id))
      .toEqual([first!.id, third!.id, second!.id]);

    await page.reload();
    await list(page).waitFor();
    await expect
      .poll(() => shownTitles(page, 3))
      .toEqual([first!.title, third!.title, second!.title]);
    expect(problems).toEqual([]);
  });

  it('adds a task, edits it in its panel, keeps it through a reload, searches and deletes it', async () => {
    const account = await createAccount('Tomas Tasks');
    const page = await openSignedIn(newPage, account, { viewport, path: '/apps/tasks' });
    const problems = collectPageProblems(page);
    await list(page).waitFor();
    const remainingText = async () =>
      Number((await page.getByText(/^\d+ tasks? remaining$/).innerText()).split(' ')[0]);
    const remainingBefore = await remainingText();

    await page.getByRole('button', { name: 'Add task' }).click();
    await page.waitForURL((url) => /^\/apps\/tasks\/[0-9a-f-]{36}$/.test(url.pathname));
    const panel = page.getByRole('region', { name: 'Task' });
    const title = `Mock interview ${Date.now()}`;
    await panel.getByLabel('Title').fill(title);
    await panel.getByLabel('Notes').fill('Ask about the team.');
    await panel.getByLabel('Due date').fill('2030-05-17');
    await panel.getByLabel('Priority').click();
    await page.getByRole('option', { name: 'High priority' }).click();
    await panel.getByLabel('New subtask').fill('Read the posting');
    await panel.getByLabel('New subtask').press('Enter');
    await panel.getByRole('heading', { name: 'Subtasks (0 of 1 done)' }).waitFor();
    await panel.getByLabel('Title').click();
    await expect.poll(remainingText).toBe(remainingBefore + 1);
    expect(await seriousViolations(page)).toEqual([]);

    // Everything was saved: a reload opens the same task with the same values.
    const id = new URL(page.url()).pathname.split('/').pop()!;
    await expect
      .poll(
        async () =>
          (await callApi<{ title: string }>(account.token, 'GET', `/api/apps/tasks/task?id=${id}`))
            .title,
      )
      .toBe(title);
    await page.reload();
    await panel.getByLabel('Title').waitFor();
    expect(await panel.getByLabel('Title').inputValue()).toBe(title);
    expect(await panel.getByLabel('Notes').inputValue()).toBe('Ask about the team.');
    expect(await panel.getByLabel('Due date').inputValue()).toBe('2030-05-17');
    expect(await panel.getByLabel('Subtask', { exact: true }).inputValue()).toBe(
      'Read the posting',
    );

    await panel.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL((url) => url.pathname === '/apps/tasks');
    await page.getByLabel('Search tasks').fill(title);
    await page.waitForURL((url) => url.searchParams.get('q') === title);
    await page.getByText('1 task found').waitFor();
    expect(await list(page).getByRole('link').allTextContents()).toEqual([title]);

    await list(page)
      .getByRole('button', { name: `Actions for ${title}` })
      .click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this task?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`No tasks match “${title}”`).waitFor();
    await expect.poll(async () => (await tasksOf(account)).some((t) => t.id === id)).toBe(false);
    expect(problems).toEqual([]);
  });

  it('shows a stored <img onerror> title and notes as text; nothing runs', async () => {
    const account = await createAccount('Xena Tasks');
    const payload = '<img src=x onerror="window.__tasksXss = 1">';
    const task = await callApi<Task>(account.token, 'POST', '/api/apps/tasks/task', {
      type: 'task',
    });
    await callApi(account.token, 'PATCH', '/api/apps/tasks/task', {
      id: task.id,
      task: { title: payload, notes: payload },
    });
    const page = await openSignedIn(newPage, account, { viewport, path: '/apps/tasks' });
    const problems = collectPageProblems(page);
    await list(page).getByRole('link', { name: payload }).waitFor();
    await list(page).getByRole('link', { name: payload }).click();
    const panel = page.getByRole('region', { name: 'Task' });
    await panel.getByLabel('Notes').waitFor();
    expect(await panel.getByLabel('Notes').inputValue()).toBe(payload);
    expect(
      await page.evaluate(() => (window as { __tasksXss?: number }).__tasksXss),
    ).toBeUndefined();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
