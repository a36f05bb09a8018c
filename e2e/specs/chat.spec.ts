import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, createAccount, openSignedIn, type Account } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { useBrowser, type ViewportName } from '../support/browser';
import { collectPageProblems } from '../support/page-problems';

const { newPage } = useBrowser();

const XSS = '<img src=x onerror="window.__chatXss = true">';

type ApiChat = { id: string; unreadCount: number; muted: boolean; lastMessage: string | null };

const chats = (account: Account) =>
  callApi<ApiChat[]>(account.token, 'GET', '/api/apps/chat/chats');

// A chat with the account's first contact (by name), with one message in it, as any client
// could make it; a new account has no chats (decisions.md: nothing invented).
async function chatWithFirstContact(account: Account): Promise<{ id: string; name: string }> {
  const [contact] = await callApi<{ id: string; name: string }[]>(
    account.token,
    'GET',
    '/api/apps/chat/contacts',
  );
  const chat = await callApi<{ id: string }>(account.token, 'POST', '/api/apps/chat/chat', {
    contactId: contact!.id,
  });
  await callApi(account.token, 'POST', '/api/apps/chat/message', {
    chatId: chat.id,
    value: 'Hello from the test set-up',
  });
  return { id: chat.id, name: contact!.name };
}

const conversation = (page: Page, name: string) =>
  page.getByRole('list', { name: `Messages with ${name}` });

describe.each<ViewportName>(['desktop', 'phone'])('chat (%s)', (viewport) => {
  it('starts a chat from a contact, sends with Enter, keeps it after a reload, and shows markup as text', async () => {
    const account = await createAccount('Cora Chat');
    expect(await chats(account)).toEqual([]);
    const page = await openSignedIn(newPage, account, { viewport, path: '/apps/chat' });
    const problems = collectPageProblems(page);

    // A new account: no chats, and the way to start one.
    await page.getByText('No chats yet').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Start a chat' }).first().click();
    await page.getByRole('searchbox', { name: 'Search contacts' }).fill('amara');
    const contacts = page.getByRole('list', { name: 'Contacts' });
    await contacts.getByRole('button', { name: /Amara Okafor/ }).click();
    await page.waitForURL(/\/apps\/chat\/[0-9a-f-]{36}$/);
    const chatUrl = page.url();

    // Enter sends, Shift+Enter starts a new line.
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.click();
    await page.keyboard.type('Hi Amara,');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('are you free on Friday?');
    await page.keyboard.press('Enter');
    const messages = conversation(page, 'Amara Okafor');
    await messages.getByText('are you free on Friday?').waitFor();
    await expect
      .poll(async () => (await chats(account))[0]?.lastMessage)
      .toBe('Hi Amara,\nare you free on Friday?');

    // Stored XSS: the message is text; nothing runs, no image is made, before or after a reload.
    await box.fill(XSS);
    await page.keyboard.press('Enter');
    await messages.getByText(XSS).waitFor();
    await expect.poll(async () => (await chats(account))[0]?.lastMessage).toBe(XSS);
    await page.reload();
    expect(page.url()).toBe(chatUrl);
    await conversation(page, 'Amara Okafor').getByText(XSS).waitFor();
    await conversation(page, 'Amara Okafor').getByText('are you free on Friday?').waitFor();
    expect(
      await page.evaluate(() => (window as { __chatXss?: boolean }).__chatXss),
    ).toBeUndefined();
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The list shows the chat with its last message (on a phone, after going back to it).
    if (viewport === 'phone') {
      await page.getByRole('link', { name: 'Back to chats' }).click();
      await page.waitForURL((url) => url.pathname === '/apps/chat');
    }
    const list = page.getByRole('list', { name: 'Chats' });
    await list.getByRole('link', { name: /Amara Okafor/ }).waitFor();
    expect(await list.getByRole('link').count()).toBe(1);
    expect(await list.getByRole('link').textContent()).toContain(XSS);
    expect(problems).toEqual([]);
  });

  it('clears the unread count on opening, mutes, shows the contact, and sets the status', async () => {
    const account = await createAccount('Una Unread');
    const chat = await chatWithFirstContact(account);
    await callApi(account.token, 'PATCH', '/api/apps/chat/chat', {
      id: chat.id,
      chat: { unreadCount: 3 },
    });
    const page = await openSignedIn(newPage, account, { viewport, path: '/apps/chat' });
    const problems = collectPageProblems(page);

    const list = page.getByRole('list', { name: 'Chats' });
    const row = list.getByRole('link', { name: new RegExp(chat.name) });
    await row.getByText('3 unread messages').waitFor();
    await row.click();
    await page.waitForURL((url) => url.pathname === `/apps/chat/${chat.id}`);
    await conversation(page, chat.name).getByText('Hello from the test set-up').waitFor();
    await expect.poll(async () => (await chats(account))[0]?.unreadCount).toBe(0);

    // Mute: pressed at once, and still after a reload.
    const mute = page.getByRole('button', { name: 'Mute notifications' });
    await mute.click();
    await expect.poll(() => mute.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => (await chats(account))[0]?.muted).toBe(true);
    await page.reload();
    await expect.poll(() => mute.getAttribute('aria-pressed')).toBe('true');

    // The contact's details: beside the conversation on a large screen, a drawer on a phone.
    await page.getByRole('button', { name: 'Contact info', exact: true }).click();
    const info =
      viewport === 'phone'
        ? page.getByRole('dialog', { name: 'Contact info' })
        : page.getByRole('complementary', { name: 'Contact info' });
    await info.getByRole('heading', { name: 'Shared in this chat' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await info.getByRole('button', { name: 'Close contact info' }).click();
    await info.waitFor({ state: 'detached' });

    // The profile and status, from the list (on a phone, back to it first).
    if (viewport === 'phone') await page.getByRole('link', { name: 'Back to chats' }).click();
    await page.getByRole('button', { name: 'Your profile and status' }).click();
    await page.getByText("Hi there! I'm using FuseChat.").waitFor();
    await page.getByRole('radio', { name: 'Away' }).check();
    await expect
      .poll(
        async () =>
          (await callApi<{ status: string }>(account.token, 'GET', '/api/common/user')).status,
      )
      .toBe('away');
    expect(problems).toEqual([]);
  });
});
