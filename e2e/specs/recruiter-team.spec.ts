import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signInTo, uniqueEmail, waitForPath } from '../support/auth';
import { seriousViolations } from '../support/axe';
import { useBrowser, type ViewportName } from '../support/browser';
import { waitForEmail } from '../support/inbox';
import { collectPageProblems } from '../support/page-problems';

const { newPage } = useBrowser();

const COMPANY = 'Northwind Talent';
const OWNER = 'recruiter@rehearse.dev';
const NEW_PASSWORD = 'a good long password';

// Issue 14's team part (docs/decisions/041-recruiting-organizations.md): the demo recruiter, who
// owns Northwind Talent, invites a new email as a reviewer; the invitation email really goes out
// over SMTP (the e2e server's SMTP_URL is the test inbox, support/smtp-inbox.ts); its link makes
// a new account in the organization, which may read the company profile but not edit it. Each
// test invites an email of its own, so the shared demo organization only gains members.
describe.each<ViewportName>(['desktop', 'phone'])('recruiter team (%s)', (viewport) => {
  it('invites a reviewer by email, who joins through the link and may not edit', async () => {
    const email = uniqueEmail();
    const reviewerName = `Robin Reviewer ${viewport}`;

    // The owner invites the email as a reviewer through the Company & Team screen.
    const owner = await newPage({ viewport });
    const ownerProblems = collectPageProblems(owner);
    await owner.goto('/sign-in?redirectURL=%2Frecruiter%2Fcompany');
    await signInTo(owner, '/recruiter/company', OWNER);
    await owner.getByRole('heading', { level: 1, name: 'Company & Team' }).waitFor();
    const invitations = owner.getByRole('region', { name: 'Invitations' });
    await invitations.getByLabel('Email', { exact: true }).fill(email);
    await invitations.getByRole('combobox', { name: 'Role', exact: true }).click();
    await owner.getByRole('option', { name: 'Reviewer' }).click();
    await invitations.getByRole('button', { name: 'Invite' }).click();
    await invitations.getByRole('status').filter({ hasText: 'Invitation sent.' }).waitFor();
    const openInvitation = invitations.getByRole('listitem').filter({ hasText: email });
    await expect.poll(() => openInvitation.innerText()).toMatch(/Reviewer, link valid until/);
    expect(await seriousViolations(owner)).toEqual([]);

    // The email arrives at the test SMTP server, naming the company, with a link to this server.
    const mail = await waitForEmail(email);
    expect(mail.subject).toContain(COMPANY);
    expect(mail.text).toContain(COMPANY);
    expect(mail.text).toContain('reviewer');
    const link = /https?:\/\/\S+\/invitation\?token=[^\s]+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeDefined();
    expect(new URL(link!).origin).toBe(new URL(inject('baseURL')).origin);

    // In a browser of their own, the invitee opens the link and sees who invites them where.
    const invitee = await newPage({ viewport });
    const inviteeProblems = collectPageProblems(invitee);
    await invitee.goto(link!);
    await invitee.getByRole('heading', { level: 1, name: 'Invitation' }).waitFor();
    await invitee
      .getByText(`Riley Recruiter invited you to join ${COMPANY} as a reviewer.`)
      .waitFor();
    await invitee.getByText(`Create your account for ${email} to accept.`).waitFor();
    expect(await seriousViolations(invitee)).toEqual([]);

    // Accepting as a new account signs in at once.
    await invitee.getByLabel('Full name').fill(reviewerName);
    await invitee.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await invitee.getByRole('button', { name: 'Create account and join' }).click();
    await invitee.waitForURL((url) => url.pathname.startsWith('/recruiter/'));
    await invitee.getByRole('heading', { level: 1 }).waitFor();

    // As a reviewer, the company profile is read-only and there is no invitation section.
    await invitee.goto('/recruiter/company');
    await invitee.getByRole('heading', { level: 1, name: 'Company & Team' }).waitFor();
    const profile = invitee.getByRole('region', { name: 'Company profile' });
    const companyName = profile.getByLabel('Company name');
    await companyName.waitFor();
    expect(await companyName.inputValue()).toBe(COMPANY);
    // The required name's label ends in a thin space and an asterisk.
    for (const label of ['Company name', 'Website', 'About', 'Brand colour']) {
      const field = profile.getByLabel(new RegExp(`^${label}\\W*$`));
      expect(await field.isDisabled(), label).toBe(true);
    }
    expect(await profile.getByLabel('Pick the brand colour').isDisabled()).toBe(true);
    expect(await profile.getByRole('button', { name: 'Save' }).count()).toBe(0);
    expect(await profile.getByRole('button', { name: /logo/i }).count()).toBe(0);
    expect(await invitee.getByRole('region', { name: 'Invitations' }).count()).toBe(0);
    const team = invitee.getByRole('region', { name: 'Team' });
    await team.getByText(`${reviewerName} (you)`).waitFor();

    // The server agrees: the reviewer's own token may not edit the profile.
    const token = await invitee.evaluate(() => localStorage.getItem('accessToken'));
    expect(token).toBeTruthy();
    const edit = await fetch(`${inject('baseURL')}/api/recruiter/organization`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ about: 'A reviewer tried to change this.' }),
    });
    expect(edit.status).toBe(403);
    expect(JSON.stringify(await edit.json())).toContain('organization.role_forbidden');

    // The owner sees the new reviewer in the team after a reload, and no open invitation.
    await owner.reload();
    const member = owner
      .getByRole('region', { name: 'Team' })
      .getByRole('listitem')
      .filter({ hasText: email });
    await member.getByText(reviewerName, { exact: true }).waitFor();
    await expect
      .poll(() => member.getByRole('combobox', { name: `Role of ${reviewerName}` }).innerText())
      .toBe('Reviewer');
    expect(
      await owner
        .getByRole('region', { name: 'Invitations' })
        .getByRole('listitem')
        .filter({ hasText: email })
        .count(),
    ).toBe(0);

    // The link was for one use: opened again, it says so.
    const again = await newPage({ viewport });
    const againProblems = collectPageProblems(again, [/\/api\/invitations\//]);
    await again.goto(link!);
    await again.getByText('This invitation link cannot be used').waitFor();
    await expectNoCreateForm(again);

    expect(ownerProblems).toEqual([]);
    expect(inviteeProblems).toEqual([]);
    expect(againProblems).toEqual([]);
  });
});

async function expectNoCreateForm(page: Page) {
  expect(await page.getByRole('button', { name: 'Create account and join' }).count()).toBe(0);
  await waitForPath(page, '/invitation');
}
