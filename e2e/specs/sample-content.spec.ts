import { describe, expect, it } from 'vitest';
import { callApi, createAccount, openSignedIn, withStoredSession } from '../support/accounts';
import { useBrowser } from '../support/browser';
import { collectPageProblems } from '../support/page-problems';

const { newPage } = useBrowser();

type SampleContent = { areas: Record<string, number>; total: number; noticeHidden: boolean };
const sampleContent = async (token: string) =>
  (await callApi<{ data: SampleContent }>(token, 'GET', '/api/workspace/sample-content')).data;

// Decision 037: a new account's demo areas start with sample content, labelled as such and
// removable in one action from the home page.
describe('sample content', () => {
  it('tells a new account its apps hold sample content and removes it in one action', async () => {
    const account = await createAccount('Sasha Sample');
    expect((await sampleContent(account.token)).total).toBeGreaterThan(0);
    const page = await newPage();
    const problems = collectPageProblems(page);
    await withStoredSession(page, account.token);
    await page.goto('/workspace/home');

    const notice = page.getByRole('region', { name: 'Your apps hold sample content' });
    await notice.waitFor();
    // Reached and pressed with the keyboard.
    const remove = notice.getByRole('button', { name: 'Remove sample content' });
    await remove.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Remove sample content?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await page.getByText('Sample content removed').waitFor();
    await notice.waitFor({ state: 'detached' });

    // Gone through the API too.
    expect(await sampleContent(account.token)).toMatchObject({ total: 0 });
    const notes = await callApi<unknown[]>(account.token, 'GET', '/api/apps/notes/all');
    expect(notes).toEqual([]);
    const mails = await callApi<{ mails: unknown[] | null }>(
      account.token,
      'GET',
      '/api/apps/mailbox/mails?folder=inbox',
    );
    expect(mails.mails ?? []).toEqual([]);
    expect(await callApi(account.token, 'GET', '/api/apps/contacts/all')).toEqual([]);
    expect(await callApi(account.token, 'GET', '/api/apps/tasks/all')).toEqual([]);

    // And after a reload the notice stays away.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await page.getByRole('region', { name: 'Interview tools' }).waitFor();
    expect(await notice.count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('hides the notice for the account: after a reload, on the page the server draws, and in another browser', async () => {
    const account = await createAccount('Dana Dismiss');
    // Signed in through the sign-in page, so the server draws the home on a reload (decision 039).
    const page = await openSignedIn(newPage, account);
    const problems = collectPageProblems(page);
    const drawnHome = async () => (await page.request.get('/workspace/home')).text();
    const before = await drawnHome();
    expect(before).toContain('data-prerendered="signed-in"');
    expect(before).toContain('Your apps hold sample content');

    const notice = page.getByRole('region', { name: 'Your apps hold sample content' });
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' &&
        new URL(response.url()).pathname === '/api/workspace/sample-content',
    );
    await notice.getByRole('button', { name: 'Hide this notice' }).click();
    await notice.waitFor({ state: 'detached' });
    expect((await saved).status()).toBe(200);
    // Kept with the account, not in the browser.
    expect(await sampleContent(account.token)).toMatchObject({ noticeHidden: true });
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((key) => /sample/i.test(key))),
    ).toEqual([]);

    // The server draws the home without it, and the browser takes that page over as drawn.
    const after = await drawnHome();
    expect(after).toContain('data-prerendered="signed-in"');
    expect(after).not.toContain('Your apps hold sample content');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
    await page.getByRole('region', { name: 'Interview tools' }).waitFor();
    expect(await notice.count()).toBe(0);

    // Another browser signed in as the same user does not show it either.
    const other = await openSignedIn(newPage, account);
    await other.getByRole('region', { name: 'Interview tools' }).waitFor();
    expect(await other.getByRole('region', { name: 'Your apps hold sample content' }).count()).toBe(
      0,
    );

    // Nothing was removed: the profile still offers the removal.
    expect((await sampleContent(account.token)).total).toBeGreaterThan(0);
    await page.goto('/user/profile');
    await page.getByRole('heading', { name: 'Sample content' }).waitFor();
    // No hydration mismatch, no failed request.
    expect(problems).toEqual([]);
  });
});
