import { describe, expect, it } from 'vitest';
import { callApi, createAccount, withStoredSession } from '../support/accounts';
import { useBrowser } from '../support/browser';
import { collectPageProblems } from '../support/page-problems';

const { newPage } = useBrowser();

type SampleContent = { areas: Record<string, number>; total: number };
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

  it('hides the notice when dismissed, and keeps it hidden after a reload', async () => {
    const account = await createAccount('Dana Dismiss');
    const page = await newPage();
    await withStoredSession(page, account.token);
    await page.goto('/workspace/home');
    const notice = page.getByRole('region', { name: 'Your apps hold sample content' });
    await notice.getByRole('button', { name: 'Hide this notice' }).click();
    await notice.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('region', { name: 'Interview tools' }).waitFor();
    expect(await notice.count()).toBe(0);
    // Nothing was removed: the profile still offers the removal.
    expect((await sampleContent(account.token)).total).toBeGreaterThan(0);
    await page.goto('/user/profile');
    await page.getByRole('heading', { name: 'Sample content' }).waitFor();
  });
});
