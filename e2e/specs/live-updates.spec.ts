import { describe, expect, it } from 'vitest';
import { callApi, createAccount, openSignedIn } from '../support/accounts';
import { useBrowser } from '../support/browser';
import { collectPageProblems } from '../support/page-problems';

const { newPage } = useBrowser();

// Issue 20, decision 076: a change made on one device shows on the user's other open tabs and
// devices without a reload, through the live stream (GET /api/events).
describe('live updates', () => {
  it('shows a note taken on one device on another, and a new message in the header badge', async () => {
    const account = await createAccount('Lena Live');
    const laptop = await openSignedIn(newPage, account, { path: '/apps/notes' });
    const phone = await openSignedIn(newPage, account, { path: '/apps/notes', viewport: 'phone' });
    const problems = [...collectPageProblems(laptop), ...collectPageProblems(phone)];
    const title = `Seen everywhere ${Date.now()}`;
    // Each signed-in frame opened its stream as it appeared; the phone's screen is drawn.
    await phone.getByRole('button', { name: 'Take a note…' }).waitFor();

    await laptop.getByRole('button', { name: 'Take a note…' }).click();
    await laptop.getByRole('textbox', { name: 'Title' }).fill(title);
    await laptop.getByRole('textbox', { name: 'Note' }).fill('Typed on the laptop.');
    await laptop.getByRole('button', { name: 'Close' }).click();
    // The phone shows it without a reload.
    await phone.getByText(title).waitFor();

    // A message written for the account through the API reaches the laptop's header.
    const unread = (
      await callApi<{ read: boolean }[]>(account.token, 'GET', '/api/common/messages')
    ).filter((message) => !message.read).length;
    await callApi(account.token, 'POST', '/api/common/messages', {
      message: { title: 'Live', description: 'Arrived while you were looking', read: false },
    });
    await laptop
      .getByRole('button', { name: new RegExp(`^Messages, ${unread + 1} unread`) })
      .waitFor();
    expect(problems).toEqual([]);
  });
});
