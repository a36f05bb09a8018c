import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signInTo, uniqueEmail, waitForPath } from '../support/auth';
import { seriousViolations } from '../support/axe';
import { useBrowser, type ViewportName } from '../support/browser';
import { waitForEmail } from '../support/inbox';
import { collectPageProblems } from '../support/page-problems';

const { newPage } = useBrowser();

const OWNER = 'recruiter@rehearse.dev';
const NEW_PASSWORD = 'a good long password';
const ANCHORS = ['Poor', 'Weak', 'Adequate', 'Strong', 'Exceptional'];
const XSS =
  '<p>Hello</p><img src="x" onerror="window.__xss = true"><script>window.__xss = true</script>';

// Issue 14's acceptance: the demo owner of Northwind Talent creates a rubric, two questions of
// the organization's own, and a posting whose plan has three questions (two from the library,
// one typed), and opens it; a teammate invited by email (the e2e server's SMTP_URL is the test
// inbox) joins through the link as a reviewer, who may view the posting but not edit it. Names
// carry the viewport and a time so the runs never meet in the shared demo organization.
describe.each<ViewportName>(['desktop', 'phone'])('recruiter hiring set-up (%s)', (viewport) => {
  it('builds a rubric, questions and an open posting; an invited reviewer cannot edit it', async () => {
    const tag = `${viewport} ${Date.now()}`;
    const rubricName = `Scorecard ${tag}`;
    const questions = [
      `Tell us about a release you rescued (${tag})`,
      `How do you decide what to test first (${tag})`,
    ];
    const typed = `What would you change in our product first (${tag})`;
    const title = `Staff Engineer ${tag}`;

    const page = await newPage({ viewport });
    const problems = collectPageProblems(page);
    await page.goto('/sign-in?redirectURL=%2Frecruiter%2Frubric');
    await signInTo(page, '/recruiter/rubric', OWNER);

    // A rubric with one criterion and its anchored scale.
    await page.getByRole('heading', { level: 1, name: 'Rubric Management' }).waitFor();
    await page.getByRole('button', { name: 'New rubric' }).first().click();
    const editor = page.getByRole('form', { name: 'Rubric' });
    await editor.getByLabel(/^Name\W*$/).fill(rubricName);
    await editor
      .getByLabel(/^Criterion\W*$/)
      .first()
      .fill('Ownership');
    for (const [i, anchor] of ANCHORS.entries()) {
      await editor
        .getByLabel(`${i + 1} · ${anchor}`)
        .first()
        .fill(`${anchor} ownership`);
    }
    await editor.getByRole('button', { name: 'Create rubric' }).click();
    await page.getByText('Rubric created.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Two questions in the organization's library.
    await page.goto('/recruiter/interview-questions');
    await page.getByRole('heading', { level: 1, name: 'Interview Questions' }).waitFor();
    for (const prompt of questions) {
      await page.getByRole('button', { name: 'Add question' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Add a question' });
      await dialog.getByLabel(/^Question\W*$/).fill(prompt);
      await dialog.getByRole('button', { name: 'Add question' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText(prompt).first().waitFor();
    }
    expect(await seriousViolations(page)).toEqual([]);

    // A new posting: details, the rubric, two questions from the library and one typed.
    await page.goto('/recruiter/postings');
    await page.getByRole('heading', { level: 1, name: 'Job Postings' }).waitFor();
    await page.getByRole('link', { name: 'New posting' }).first().click();
    await waitForPath(page, '/recruiter/jobs/new-posting');
    await page.getByLabel(/^Job title/).fill(title);
    await page.getByLabel('Department').fill('Engineering');
    await chooseOption(page, page.getByRole('combobox', { name: 'Rubric' }), rubricName);

    await page.getByRole('button', { name: 'Add from library' }).click();
    const library = page.getByRole('dialog', { name: 'Add from library' });
    await library.getByLabel('Search questions').fill(tag);
    for (const prompt of questions) {
      await library.getByRole('button', { name: `Add: ${prompt}` }).click();
      await library.getByRole('button', { name: `In the plan: ${prompt}` }).waitFor();
    }
    await library.getByRole('button', { name: 'Done' }).click();
    await library.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Add question', exact: true }).click();
    const third = questionCard(page, 3);
    await third.getByLabel(/^Question\W*$/).fill(typed);
    // The typed question informs the rubric's criterion.
    const criterion = third.getByRole('button', { name: 'Ownership', exact: true });
    await criterion.click();
    expect(await criterion.getAttribute('aria-pressed')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save draft' }).click();

    // Saved, it shows as a draft with its plan in order; opening it makes it open.
    await page.waitForURL((url) => url.pathname.startsWith('/recruiter/jobs/view-posting/'));
    const postingId = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    for (const prompt of [...questions, typed]) await page.getByText(prompt).waitFor();
    await page.getByText(rubricName).first().waitFor();
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await page
      .getByRole('button', { name: 'Close', exact: true })
      .first()
      .waitFor({ timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);

    // Stored HTML in the description is cleaned on the server; what is shown never runs.
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const api = (path: string, method: string, body: unknown, bearer = token) =>
      fetch(`${inject('baseURL')}/api/recruiter/postings/${postingId}${path}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
        body: JSON.stringify(body),
      });
    expect((await api('', 'PATCH', { description_html: XSS })).status).toBe(200);
    await page.reload();
    await page.getByText('Hello').first().waitFor();
    expect(await page.evaluate(() => (window as { __xss?: boolean }).__xss)).toBeUndefined();
    expect(await page.locator('img[onerror], script:not([src]):not([type])').count()).toBe(0);

    // So is a template: its HTML-looking text is escaped and shown in a sandboxed frame.
    const saved = await fetch(`${inject('baseURL')}/api/recruiter/email-templates/received`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        subject: `Thanks, {{candidate.firstName}} (${tag})`,
        body: `Hi {{candidate.firstName}},\n\n${XSS}`,
      }),
    });
    expect(saved.status).toBe(200);
    await page.goto('/recruiter/email?kind=received');
    const preview = page.frameLocator('iframe[title="Preview of the email"]');
    await preview
      .getByText('window.__xss', { exact: false })
      .filter({ visible: true })
      .first()
      .waitFor();
    expect(await page.locator('iframe[title="Preview of the email"]').getAttribute('sandbox')).toBe(
      '',
    );
    expect(await preview.locator('img[onerror], script').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __xss?: boolean }).__xss)).toBeUndefined();
    expect(await seriousViolations(page)).toEqual([]);
    // Back to the shipped wording for the other runs.
    await fetch(`${inject('baseURL')}/api/recruiter/email-templates/received`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });

    // The owner invites a reviewer; the email arrives with its link.
    const email = uniqueEmail();
    await page.goto('/recruiter/company');
    const invitations = page.getByRole('region', { name: 'Invitations' });
    await invitations.getByLabel('Email', { exact: true }).fill(email);
    await chooseOption(
      page,
      invitations.getByRole('combobox', { name: 'Role', exact: true }),
      'Reviewer',
    );
    await invitations.getByRole('button', { name: 'Invite' }).click();
    await invitations.getByRole('status').filter({ hasText: 'Invitation sent.' }).waitFor();
    const mail = await waitForEmail(email);
    const link = /https?:\/\/\S+\/invitation\?token=[^\s]+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeDefined();

    // The reviewer joins through the link as a new account.
    const reviewer = await newPage({ viewport });
    const reviewerProblems = collectPageProblems(reviewer);
    await reviewer.goto(link!);
    await reviewer.getByLabel('Full name').fill(`Quinn Reviewer ${viewport}`);
    await reviewer.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await reviewer.getByRole('button', { name: 'Create account and join' }).click();
    await reviewer.waitForURL((url) => url.pathname.startsWith('/recruiter/'));

    // The reviewer sees the open posting, with no way to edit it or change its state.
    await reviewer.goto(`/recruiter/jobs/view-posting/${postingId}`);
    await reviewer.getByRole('heading', { level: 1, name: title }).waitFor();
    await reviewer.getByText('You can view this posting.', { exact: false }).waitFor();
    for (const name of ['Edit', 'Close', 'Archive', 'Duplicate']) {
      expect(await reviewer.getByRole('button', { name, exact: true }).count(), name).toBe(0);
      expect(await reviewer.getByRole('link', { name, exact: true }).count(), name).toBe(0);
    }
    expect(await seriousViolations(reviewer)).toEqual([]);
    await reviewer.goto(`/recruiter/jobs/edit-posting/${postingId}`);
    await reviewer.getByText('You can view but not edit').waitFor();
    expect(await reviewer.getByRole('button', { name: 'Save changes' }).count()).toBe(0);

    // The server agrees: the reviewer's token may not edit it, and it is unchanged.
    const reviewerToken = await reviewer.evaluate(() => localStorage.getItem('accessToken'));
    const refused = await api('', 'PATCH', { title: 'Changed by a reviewer' }, reviewerToken);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(await refused.json())).toContain('organization.role_forbidden');
    await page.goto(`/recruiter/jobs/view-posting/${postingId}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    expect(problems).toEqual([]);
    expect(reviewerProblems).toEqual([]);
  });
});

const questionCard = (page: Page, n: number) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Question ${n}`, exact: true }) });

async function chooseOption(page: Page, combobox: Locator, name: string) {
  await combobox.click();
  await page.getByRole('option', { name, exact: true }).click();
}
