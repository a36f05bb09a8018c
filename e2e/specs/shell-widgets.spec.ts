import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, type ViewportName } from '../support/browser';
import { signInTo, uniqueEmail, waitForPath } from '../support/auth';
import { animationsFinished } from '../support/settled';
import { addHeaderItems } from '../support/accounts';

const { newPage } = useBrowser();
const PASSWORD = 'a good long password';

type Account = { email: string; token: string };

// Each test gets its own account (given header items through the API), so removing a message
// or changing a status never disturbs another spec using the demo accounts.
async function newAccount(): Promise<Account> {
  const base = inject('baseURL');
  const email = uniqueEmail();
  const json = { 'content-type': 'application/json' };
  const up = await fetch(`${base}/api/auth/sign-up`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ name: 'Wanda Widget', email, password: PASSWORD }),
  });
  expect(up.status).toBe(200);
  const res = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const { accessToken } = (await res.json()) as { accessToken: string };
  return { email, token: accessToken };
}

async function api(account: Account, method: string, path: string, body?: unknown) {
  const res = await fetch(`${inject('baseURL')}${path}`, {
    method,
    headers: { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as unknown;
}

async function openSignedIn(viewport: ViewportName = 'desktop', options: { clock?: boolean } = {}) {
  const account = await newAccount();
  await addHeaderItems(account);
  const page = await newPage({ viewport });
  // The page's timers run on a clock the test can move forward (they still run in real time).
  if (options.clock) await page.clock.install();
  await page.goto('/sign-in');
  await signInTo(page, '/workspace/home', account.email, PASSWORD);
  return { page, account };
}

const panel = (page: Page, name: string) => page.getByRole('dialog', { name });

describe.each<ViewportName>(['desktop', 'phone'])('header widgets (%s)', (viewport) => {
  it('searches from 2 characters, groups the results, says when nothing matched, and Escape closes', async () => {
    const { page } = await openSignedIn(viewport, { clock: true });
    const queries: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname !== '/api/common/search') return;
      queries.push((request.postDataJSON() as { query: string }).query);
    });
    await page.getByRole('button', { name: 'Search' }).click();
    const input = page.getByRole('combobox', { name: 'Search' });
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);

    // One character, and the search's wait for typing to pause is over (the page's clock moved
    // past it): nothing is asked for, nothing is listed.
    await input.fill('c');
    await page.clock.fastForward(1_000);
    expect(await page.getByRole('listbox').count()).toBe(0);

    await input.fill('co');
    const list = page.getByRole('listbox');
    const heading = (name: string) =>
      list.locator('.MuiListSubheader-root').filter({ hasText: new RegExp(`^${name}$`) });
    await heading('Contacts').waitFor();
    await heading('Pages').waitFor();
    await heading('Tasks').waitFor();
    await list.getByRole('option', { name: 'Contact Support' }).waitFor();
    // Asked in order, so a search for "c" would have been sent before this one.
    expect(queries).toEqual(['co']);

    // Keyboard: the arrow keys walk the suggestions.
    await input.press('ArrowDown');
    expect(await input.getAttribute('aria-activedescendant')).toBeTruthy();

    await input.fill('zzqxv');
    await page.getByText('No results found!').waitFor();

    // The first Escape closes the suggestions, the second the bar, which clears it.
    await input.press('Escape');
    await page.getByText('No results found!').waitFor({ state: 'detached' });
    await input.press('Escape');
    await input.waitFor({ state: 'detached' });
    const trigger = page.getByRole('button', { name: 'Search' });
    await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);
    await trigger.click();
    expect(await page.getByRole('combobox', { name: 'Search' }).inputValue()).toBe('');
  });

  it('runs the shortcuts panel through add, edit and delete', async () => {
    const { page } = await openSignedIn(viewport);
    const shortcuts = panel(page, 'Shortcuts');
    await page.getByRole('button', { name: 'Shortcuts' }).click();
    await shortcuts.getByRole('link', { name: /Demo/ }).waitFor();

    // view -> add; the button stays disabled until label, icon and link are given.
    await shortcuts.getByRole('button', { name: 'Add shortcut' }).click();
    const add = shortcuts.getByRole('button', { name: 'Add', exact: true });
    expect(await add.isDisabled()).toBe(true);
    await shortcuts.getByLabel('Label').fill('Quiz time');
    await shortcuts.getByLabel('Icon').fill('heroicons_outline:academic-cap');
    expect(await add.isDisabled()).toBe(true);
    await shortcuts.getByLabel('Link').fill('/apps/quiz');
    await add.click();

    // Saving goes to modify: shortcuts are edit buttons now.
    const editQuiz = shortcuts.getByRole('button', { name: 'Edit Quiz time' });
    await editQuiz.click();
    const label = shortcuts.getByLabel('Label');
    expect(await label.inputValue()).toBe('Quiz time');
    await label.fill('Quiz sprint');
    await shortcuts.getByRole('button', { name: 'Update' }).click();
    await shortcuts.getByRole('button', { name: 'Edit Quiz sprint' }).click();

    // Cancel in the confirmation keeps it; confirming deletes it and goes back to modify.
    await shortcuts.getByRole('button', { name: 'Delete', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Delete shortcut' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await shortcuts.getByRole('button', { name: 'Delete', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Delete shortcut' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await shortcuts
      .getByRole('button', { name: 'Edit Quiz sprint' })
      .waitFor({ state: 'detached' });
    await shortcuts.getByRole('button', { name: 'Edit Demo' }).waitFor();

    // modify -> view, and reopening always starts in view.
    await shortcuts.getByRole('button', { name: 'Exit edit mode' }).click();
    await shortcuts.getByRole('button', { name: 'Enter edit mode' }).click();
    await page.keyboard.press('Escape');
    await shortcuts.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Shortcuts' }).click();
    await shortcuts.getByRole('link', { name: /Demo/ }).waitFor();
  });

  it('picks a shortcut icon from suggestions that show each icon', async () => {
    const { page } = await openSignedIn(viewport);
    const shortcuts = panel(page, 'Shortcuts');
    await page.getByRole('button', { name: 'Shortcuts' }).click();
    // The sample shortcuts draw their own icons, not the fallback bolt.
    await shortcuts
      .getByRole('link', { name: /Demo/ })
      .locator('[data-icon="play-circle"]')
      .waitFor();
    await shortcuts.getByRole('button', { name: 'Add shortcut' }).click();
    await shortcuts.getByLabel('Label').fill('Trophies');
    const icon = shortcuts.getByRole('combobox', { name: 'Icon' });
    await icon.fill('trop');
    const options = page.getByRole('listbox').getByRole('option');
    await expect.poll(() => options.allInnerTexts()).toEqual(['trophy']);
    await options.first().locator('[data-icon="trophy"]').waitFor();
    await options.first().click();
    expect(await icon.inputValue()).toBe('heroicons_outline:trophy');
    // The chosen icon is previewed in the field.
    await shortcuts.locator('[data-icon="trophy"]').waitFor();

    // A name the app cannot draw may still be typed; the form says what will show.
    await icon.fill('heroicons_outline:no-such-icon');
    await shortcuts.getByText('No picture for this name: the shortcut shows a bolt').waitFor();
    await shortcuts.locator('[data-icon="fallback"]').waitFor();
    await icon.fill('heroicons_outline:trophy');
    await page.keyboard.press('Escape');
    await shortcuts.getByLabel('Link').fill('/workspace/dashboard');
    await shortcuts.getByRole('button', { name: 'Add', exact: true }).click();
    await shortcuts.getByRole('button', { name: 'Edit Trophies' }).waitFor();
    await shortcuts.getByRole('button', { name: 'Exit edit mode' }).click();
    await shortcuts
      .getByRole('link', { name: /Trophies/ })
      .locator('[data-icon="trophy"]')
      .waitFor();
  });

  it('keeps the confirmation open on Escape: it is not dismissible by default', async () => {
    const { page } = await openSignedIn(viewport);
    await page.getByRole('button', { name: /^Messages/ }).click();
    const messages = panel(page, 'Messages');
    const count = await messages.getByRole('listitem').count();
    await messages.getByRole('listitem').first().getByRole('button', { name: 'Remove' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Remove message' });
    await confirmation.waitFor();
    // Focus starts on the safe answer.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Cancel');
    await page.keyboard.press('Escape');
    // Had Escape closed it, its fade-out would have run to an invisible end by now.
    await animationsFinished(page);
    const opacity = (el: Element) => {
      let value = 1;
      for (let node: Element | null = el; node; node = node.parentElement) {
        value *= Number(getComputedStyle(node).opacity);
      }
      return value;
    };
    expect(await confirmation.evaluate(opacity)).toBe(1);
    await confirmation.getByRole('button', { name: 'Cancel' }).click();
    await confirmation.waitFor({ state: 'detached' });
    await expect.poll(() => messages.getByRole('listitem').count()).toBe(count);
  });

  it('toggles, removes and marks all messages as read, with the unread badge', async () => {
    const { page, account } = await openSignedIn(viewport);
    const unreadBefore = (
      (await api(account, 'GET', '/api/common/messages')) as { read: boolean }[]
    ).filter((m) => !m.read).length;
    expect(unreadBefore).toBeGreaterThan(0);
    const trigger = page.getByRole('button', {
      name: new RegExp(`^Messages, ${unreadBefore} unread`),
    });
    await trigger.click();
    const messages = panel(page, 'Messages');
    const items = messages.getByRole('listitem');
    const count = await items.count();

    // Toggle the first (unread) item: the tooltip text flips and the badge goes down by one.
    await items.first().getByRole('button', { name: 'Mark as read' }).click();
    await items.first().getByRole('button', { name: 'Mark as unread' }).waitFor();
    await page.keyboard.press('Escape');
    await page
      .getByRole('button', { name: new RegExp(`^Messages, ${unreadBefore - 1} unread`) })
      .click();

    // Cancelling the confirmation keeps the item; confirming removes it.
    await items.first().getByRole('button', { name: 'Remove' }).click();
    await page
      .getByRole('dialog', { name: 'Remove message' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    // The panel is hidden from the accessibility tree while the dialog closes.
    await expect.poll(() => items.count()).toBe(count);
    await items.first().getByRole('button', { name: 'Remove' }).click();
    await page
      .getByRole('dialog', { name: 'Remove message' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect.poll(() => items.count()).toBe(count - 1);

    const markAll = messages.getByRole('button', { name: 'Mark all as read' });
    await markAll.click();
    await expect.poll(() => markAll.isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    // No badge (and no count in the name) at zero unread.
    await page.getByRole('button', { name: 'Messages', exact: true }).waitFor();
    expect(
      await page
        .locator('.MuiBadge-badge:not(.MuiBadge-invisible)')
        .filter({ hasText: /^0$/ })
        .count(),
    ).toBe(0);
  });

  it('shows a new account only the product’s welcome: no invented messages, notifications or chats', async () => {
    const account = await newAccount();
    const page = await newPage({ viewport });
    await page.goto('/sign-in');
    await signInTo(page, '/workspace/home', account.email, PASSWORD);

    await page.getByRole('button', { name: /^Messages, 1 unread/ }).click();
    const messages = panel(page, 'Messages');
    await expect.poll(() => messages.getByRole('listitem').count()).toBe(1);
    await messages.getByText('Welcome to Rehearse').waitFor();
    await page.keyboard.press('Escape');
    await messages.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: /^Notifications/ }).click();
    const notifications = panel(page, 'Notifications');
    await notifications.getByText('No notifications').waitFor();
    await page.keyboard.press('Escape');
    await notifications.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: /^Quick chat/ }).click();
    await panel(page, 'Quick chat').getByText('No chats yet').waitFor();
  });

  it('removes a notification only after confirmation and shows the empty state', async () => {
    const { page, account } = await openSignedIn(viewport);
    const all = (await api(account, 'GET', '/api/common/notifications')) as { id: string }[];
    // Leave exactly one, so the empty state shows after removing it in the panel.
    for (const item of all.slice(1))
      await api(account, 'DELETE', `/api/common/notifications?id=${item.id}`);
    await page.reload();
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const notifications = panel(page, 'Notifications');
    await notifications.getByRole('button', { name: 'Remove' }).click();
    await page
      .getByRole('dialog', { name: 'Remove notification' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await notifications.getByRole('button', { name: 'Remove' }).click();
    await page
      .getByRole('dialog', { name: 'Remove notification' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await notifications.getByText('No notifications').waitFor();
    expect(await notifications.getByRole('button', { name: 'Mark all as read' }).isDisabled()).toBe(
      true,
    );
  });

  it('never runs script from a message title or description', async () => {
    const { page, account } = await openSignedIn(viewport);
    await api(account, 'POST', '/api/common/messages', {
      message: {
        title: '<img src=x onerror="window.__xss=1">Hello <b>bold</b>',
        description: '<script>window.__xss=2</script>Plain words',
        read: false,
      },
    });
    await page.reload();
    await page.getByRole('button', { name: /^Messages/ }).click();
    const messages = panel(page, 'Messages');
    await messages.getByText('Plain words').waitFor();
    // No element that could run script was made (and so nothing ran).
    expect(await messages.locator('img[src="x"], script').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    // Harmless formatting survives.
    await messages.locator('b', { hasText: 'bold' }).waitFor();
  });

  it('shows each status as a coloured dot: green, amber, red and grey', async () => {
    const { page } = await openSignedIn(viewport);
    await page.getByRole('button', { name: 'Account menu' }).click();
    const dot = (name: string) =>
      page
        .getByRole('menuitemradio', { name })
        .locator('[data-status]')
        .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await dot('Online')).toBe('rgb(34, 197, 94)');
    expect(await dot('Away')).toBe('rgb(245, 158, 11)');
    expect(await dot('Busy')).toBe('rgb(239, 68, 68)');
    expect(await dot('Invisible')).toBe('rgb(156, 163, 175)');
    // The avatar's dot shows the current status.
    await page.getByRole('menuitemradio', { name: 'Away' }).click();
    await page
      .getByRole('button', { name: 'Account menu' })
      .locator('[data-status="away"]')
      .waitFor();
  });

  it('says so when there are no messages and no shortcuts, and shows no badge', async () => {
    const { page, account } = await openSignedIn(viewport);
    for (const item of (await api(account, 'GET', '/api/common/messages')) as { id: string }[])
      await api(account, 'DELETE', `/api/common/messages?id=${item.id}`);
    for (const item of (await api(account, 'GET', '/api/common/shortcuts')) as { id: string }[])
      await api(account, 'DELETE', `/api/common/shortcuts?id=${item.id}`);
    await page.reload();
    await page.getByRole('button', { name: 'Messages', exact: true }).click();
    const messages = panel(page, 'Messages');
    await messages.getByText('No messages').waitFor();
    expect(await messages.getByRole('button', { name: 'Mark all as read' }).isDisabled()).toBe(
      true,
    );
    await page.keyboard.press('Escape');
    await messages.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Shortcuts' }).click();
    await panel(page, 'Shortcuts').getByText('No shortcuts').waitFor();
  });

  it('saves the user status and keeps it after a reload', async () => {
    const { page } = await openSignedIn(viewport);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitemradio', { name: 'Busy' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Account menu' }).click();
    expect(
      await page.getByRole('menuitemradio', { name: 'Busy' }).getAttribute('aria-checked'),
    ).toBe('true');
    await page.getByRole('menuitemradio', { name: 'Invisible' }).waitFor();
    // A new account has no role: no Admin Dashboard entry.
    expect(await page.getByRole('menuitem', { name: 'Admin Dashboard' }).count()).toBe(0);
  });

  it('opens a quick chat, sends a message and finds it stored', async () => {
    const { page, account } = await openSignedIn(viewport);
    await page.getByRole('button', { name: /^Quick chat/ }).click();
    const chat = panel(page, 'Quick chat');
    await chat.getByRole('list', { name: 'Chats' }).getByRole('button').first().click();
    const text = `Hello from the quick chat ${Date.now()}`;
    await chat.getByRole('textbox', { name: 'Message' }).fill(text);
    await chat.getByRole('button', { name: 'Send' }).click();
    // In the conversation (the box may still hold the text until it is cleared).
    await chat
      .getByRole('list', { name: /^Messages with / })
      .getByText(text)
      .waitFor();
    const chats = (await api(account, 'GET', '/api/apps/chat/chats')) as {
      lastMessage: string | null;
    }[];
    expect(chats.some((c) => c.lastMessage === text)).toBe(true);
    // The panel's header closes it and gives focus back to its button.
    await chat.getByRole('button', { name: 'Close quick chat' }).click();
    await chat.waitFor({ state: 'detached' });
  });
});

describe('question pool', () => {
  it('is warmed once when the signed-in app starts', async () => {
    const account = await newAccount();
    const page = await newPage();
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/question-pool/init')) calls.push(request.method());
    });
    await page.goto('/sign-in');
    await signInTo(page, '/workspace/home', account.email, PASSWORD);
    await page.getByRole('link', { name: 'Progress Tracker' }).first().click();
    await waitForPath(page, '/workspace/dashboard');
    expect(calls).toEqual(['POST']);
  });
});
