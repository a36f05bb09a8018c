import { describe, expect, it } from 'vitest';
import { signInTo, uniqueEmail } from '../support/auth';
import { seriousViolations } from '../support/axe';
import { useBrowser, type ViewportName } from '../support/browser';
import { waitForEmail } from '../support/inbox';
import { collectPageProblems } from '../support/page-problems';

const { newPage } = useBrowser();

const RECRUITER = 'recruiter@rehearse.dev';
// The demo organization's open posting (apps/api/src/demo-hiring.ts).
const OPEN_POSTING = 'Senior Frontend Engineer';

// Issue 15's invitations (docs/decisions/047-candidate-invitations.md): on the open demo
// posting, the recruiter invites one candidate, then imports a CSV of three rows of which one
// is bad, sees that row's problem in the preview, invites the other two, and finds all three in
// the table; the invitation email really goes out over SMTP with the interview link. Each run
// invites emails of its own.
describe.each<ViewportName>(['desktop', 'phone'])('recruiter candidates (%s)', (viewport) => {
  it('invites one candidate and imports a CSV with a bad row', async () => {
    const page = await newPage({ viewport });
    const problems = collectPageProblems(page);
    await page.goto('/sign-in?redirectURL=%2Frecruiter%2Fpostings');
    await signInTo(page, '/recruiter/postings', RECRUITER);
    await page.getByRole('link', { name: OPEN_POSTING }).first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/recruiter/jobs/view-posting/'));
    const section = page.getByRole('region', { name: 'Candidates' });
    await section.getByRole('button', { name: 'Invite candidate' }).waitFor();

    // One candidate through the dialog.
    const single = uniqueEmail();
    await section.getByRole('button', { name: 'Invite candidate' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite a candidate' });
    await invite.getByLabel(/^Name/).fill('Ada Lovelace');
    await invite.getByLabel(/^Email/).fill(single);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await invite.getByRole('status').filter({ hasText: 'Ada Lovelace was invited' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await invite.getByRole('button', { name: 'Close' }).click();
    await invite.waitFor({ state: 'detached' });

    // Three rows, the second without a valid email.
    const [grace, alan] = [uniqueEmail(), uniqueEmail()];
    await section.getByRole('button', { name: 'Import CSV' }).click();
    const importer = page.getByRole('dialog', { name: 'Import candidates from CSV' });
    await importer
      .getByLabel('Or paste the CSV here')
      .fill(`name,email\nGrace Hopper,${grace}\nBad Row,not-an-email\nAlan Turing,${alan}`);
    await importer.getByRole('button', { name: 'Preview' }).click();
    await importer.getByText('Not an email address').waitFor();
    await importer.getByText('2 ready to invite, 1 with problems.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await importer.getByRole('button', { name: 'Invite 2 candidates' }).click();
    await importer.getByText('2 candidates were invited.').waitFor();
    await importer.getByRole('button', { name: 'Close' }).click();
    await importer.waitFor({ state: 'detached' });

    // All three are in the table (searched by this run's emails).
    for (const [name, email] of [
      ['Ada Lovelace', single],
      ['Grace Hopper', grace],
      ['Alan Turing', alan],
    ] as const) {
      await section.getByLabel('Search name or email').fill(email);
      const table = section.getByRole('table', { name: 'Candidates' });
      // The search has applied when the table holds this one candidate (and its header row).
      await expect.poll(() => table.getByRole('row').count()).toBe(2);
      const row = table.getByRole('row').filter({ hasText: email });
      await row.getByRole('button', { name, exact: true }).waitFor();
      expect(await row.innerText()).toContain('Invited');
    }
    expect(await seriousViolations(page)).toEqual([]);

    // The invitation arrives with the interview link to this server.
    const mail = await waitForEmail(single);
    expect(mail.text).toContain(OPEN_POSTING);
    expect(mail.text).toMatch(/https?:\/\/\S+\/interview\/[A-Za-z0-9_-]+/);
    expect(problems).toEqual([]);
  });
});
