import { describe, expect, inject, it } from 'vitest';
import { signInToken } from '../support/accounts';
import { DEMO_PASSWORD, signInTo } from '../support/auth';
import { seriousViolations } from '../support/axe';
import { useBrowser, type ViewportName } from '../support/browser';
import { collectPageProblems } from '../support/page-problems';

const { newPage } = useBrowser();

const ADMIN = 'admin@rehearse.dev';

async function contosoBalance(token: string): Promise<number> {
  const res = await fetch(
    `${inject('baseURL')}/api/admin/subscriptions?search=${encodeURIComponent('Contoso')}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(res.status).toBe(200);
  const body = (await res.json()) as {
    data: { subscriptions: { organization_name: string; balance: number }[] };
  };
  return body.data.subscriptions.find((s) => s.organization_name === 'Contoso Careers')!.balance;
}

// Issue 16 (decision 057): an admin adjusts an organization's balance with a reason on the
// Subscriptions screen, a double submit changes nothing, and the Audit Log shows who did it with
// the balance before and after.
describe('an admin adjustment', () => {
  for (const viewport of ['desktop', 'phone'] as ViewportName[]) {
    it(`is applied once and shown in the audit log (${viewport})`, async () => {
      const token = await signInToken(ADMIN, DEMO_PASSWORD);
      const before = await contosoBalance(token);
      const reason = `Conference voucher ${viewport} ${Date.now()}`;
      const page = await newPage({ viewport });
      const problems = collectPageProblems(page);
      await page.goto(`/sign-in?redirectURL=${encodeURIComponent('/admin/subscription')}`);
      await signInTo(page, '/admin/subscription', ADMIN);
      await page.getByRole('searchbox', { name: 'Search by organization' }).fill('Contoso');
      await page.getByRole('button', { name: 'Contoso Careers' }).click();
      const panel = page.getByRole('dialog', { name: 'Contoso Careers' });
      await panel.getByRole('button', { name: 'Adjust balance' }).click();
      const dialog = page.getByRole('dialog', { name: 'Adjust the balance of Contoso Careers' });
      await dialog.getByRole('spinbutton', { name: 'Amount' }).fill('7');
      await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Apply' }).click();
      await dialog.getByText(`Done. The new balance is ${before + 7}.`).waitFor();
      expect(await contosoBalance(token)).toBe(before + 7);
      await dialog.getByRole('button', { name: 'Close' }).click();

      await page.goto('/admin/audit-log');
      const entries = page.getByRole('list', { name: 'Audit log entries' });
      const entry = entries.getByRole('listitem').filter({ hasText: reason });
      await entry.waitFor();
      const text = await entry.innerText();
      expect(text).toContain('Balance adjusted');
      expect(text).toContain(`by ${ADMIN}`);
      expect(text).toContain(String(before));
      expect(text).toContain(String(before + 7));
      expect(await seriousViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});
