import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Mail, MailLabel, MailsPage } from '@rehearse/contracts/mailbox';
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

const firstInboxMail = async (account: Account) =>
  ((await callApi<MailsPage>(account.token, 'GET', '/api/apps/mailbox/mails?folder=inbox')).mails ??
    [])[0] as Mail;

// On a phone the folders and labels are behind the list's menu button (an open mail goes back
// to the list first); on a desktop they are always shown.
async function openSidebarEntry(page: Page, viewport: ViewportName, name: string) {
  if (viewport === 'phone') {
    const back = page.getByRole('link', { name: 'Back to the list' });
    if ((await back.count()) > 0) await back.click();
    await page.getByRole('button', { name: 'Show folders and labels' }).click();
  }
  await page
    .getByRole('navigation', { name: 'Mail folders, filters and labels' })
    .getByRole('link', { name })
    .click();
}

// Issue 17's mailbox (docs/decisions/061-mailbox-screen.md) at 1440 and 390 pixels wide.
describe.each<ViewportName>(['desktop', 'phone'])('mailbox (%s)', (viewport) => {
  it('labels a mail, moves it, finds it under the label after a reload, and keeps the place in the URL', async () => {
    const account = await createAccount('Mara Mailbox');
    const mail = await firstInboxMail(account);
    const labels = await callApi<MailLabel[]>(account.token, 'GET', '/api/apps/mailbox/labels');
    const label = labels.find((l) => !mail.labels.includes(l.id)) as MailLabel;
    const page = await openSignedIn(newPage, account, { viewport, path: '/apps/mailbox/inbox' });
    const problems = collectPageProblems(page);

    const list = page.getByRole('list', { name: 'Mails in Inbox' });
    await list.getByRole('link', { name: new RegExp(mail.subject) }).click();
    await page.waitForURL((url) => url.pathname === `/apps/mailbox/inbox/${mail.id}`);
    const article = page.getByRole('article', { name: mail.subject });
    await article.waitFor();
    // A phone shows the mail in the list's place; a desktop beside it.
    expect(await list.count()).toBe(viewport === 'phone' ? 0 : 1);
    expect(await seriousViolations(page)).toEqual([]);

    await article.getByRole('button', { name: 'Labels' }).click();
    await page.getByRole('menuitemcheckbox', { name: label.title }).click();
    await expect
      .poll(
        async () =>
          (await callApi<Mail>(account.token, 'GET', `/api/apps/mailbox/mail?id=${mail.id}`))
            .labels,
      )
      .toContain(label.id);
    await page.keyboard.press('Escape');
    await article.getByRole('button', { name: 'Move to folder' }).click();
    await page.getByRole('menuitem', { name: 'Spam' }).click();
    await expect
      .poll(
        async () =>
          (await callApi<Mail>(account.token, 'GET', `/api/apps/mailbox/mail?id=${mail.id}`))
            .folder,
      )
      .not.toBe(mail.folder);

    await page.reload();
    await page.getByRole('article', { name: mail.subject }).waitFor();
    await openSidebarEntry(page, viewport, label.title);
    await page.waitForURL((url) => url.pathname === `/apps/mailbox/label/${label.slug}`);
    const labelled = page.getByRole('list', { name: `Mails in ${label.title}` });
    await labelled.getByRole('link', { name: new RegExp(mail.subject) }).click();
    await page.waitForURL((url) => url.pathname === `/apps/mailbox/label/${label.slug}/${mail.id}`);
    await page.reload();
    await page.getByRole('article', { name: mail.subject }).waitFor();

    // Back and forward go between the list and the mail.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === `/apps/mailbox/label/${label.slug}`);
    await labelled.waitFor();
    await page.goForward();
    await page.getByRole('article', { name: mail.subject }).waitFor();

    // Spam no longer holds it in the inbox.
    await openSidebarEntry(page, viewport, 'Spam');
    await page
      .getByRole('list', { name: 'Mails in Spam' })
      .getByRole('link', { name: new RegExp(mail.subject) })
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('composes and sends a mail into Sent, moves it to Trash and back with Undo', async () => {
    const account = await createAccount('Cem Compose');
    const page = await openSignedIn(newPage, account, { viewport, path: '/apps/mailbox/inbox' });
    const problems = collectPageProblems(page);
    if (viewport === 'phone')
      await page.getByRole('button', { name: 'Show folders and labels' }).click();
    await page.getByRole('button', { name: 'Compose' }).click();
    const dialog = page.getByRole('dialog', { name: 'New mail' });
    await dialog.getByRole('textbox', { name: 'To' }).fill('Ada Lovelace <ada@example.test>');
    const subject = `Follow-up ${Date.now()}`;
    await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await dialog.getByRole('textbox', { name: 'Message' }).click();
    await page.keyboard.type('Thank you for the ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('interview');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('status').filter({ hasText: 'Sent.' }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    await openSidebarEntry(page, viewport, 'Sent');
    const sent = page.getByRole('list', { name: 'Mails in Sent' });
    await sent.getByRole('link', { name: new RegExp(subject) }).click();
    const article = page.getByRole('article', { name: subject });
    await article.getByText('interview').waitFor();
    expect(await article.locator('strong').textContent()).toBe('interview');
    expect(await article.textContent()).toContain('Ada Lovelace <ada@example.test>');

    await article.getByRole('button', { name: 'Move to Trash' }).click();
    await page.getByRole('status').filter({ hasText: 'Mail moved to Trash.' }).waitFor();
    await page.getByRole('button', { name: 'Undo' }).click();
    await sent.getByRole('link', { name: new RegExp(subject) }).waitFor();
    expect(problems).toEqual([]);
  });

  it('shows a stored mail with a script-bearing image without running it (dark scheme)', async () => {
    const account = await createAccount('Xena Script');
    await saveSettings(account.token, { scheme: 'dark' });
    const stored = await callApi<Mail>(account.token, 'POST', '/api/apps/mailbox/compose', {
      action: 'send',
      mail: {
        to: 'someone@example.test',
        cc: [],
        bcc: [],
        subject: 'Harmless looking',
        content:
          '<p>Hello there</p><img src=x onerror="window.__mailXss = 1"><script>window.__mailXss = 2</script>',
        attachments: [],
      },
    });
    const page = await openSignedIn(newPage, account, {
      viewport,
      path: `/apps/mailbox/sent/${stored.id}`,
    });
    const problems = collectPageProblems(page);
    const article = page.getByRole('article', { name: 'Harmless looking' });
    await article.getByText('Hello there').waitFor();
    expect(await article.locator('img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __mailXss?: number }).__mailXss)).toBeUndefined();
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
