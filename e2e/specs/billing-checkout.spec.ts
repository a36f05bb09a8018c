import { describe, expect, inject, it } from 'vitest';
import { signInToken } from '../support/accounts';
import { DEMO_PASSWORD, signInTo, waitForPath } from '../support/auth';
import { seriousViolations } from '../support/axe';
import { useBrowser, type ViewportName } from '../support/browser';
import { collectPageProblems } from '../support/page-problems';

const { newPage } = useBrowser();

const OWNER = 'recruiter@rehearse.dev';

async function balance(token: string): Promise<number> {
  const res = await fetch(`${inject('baseURL')}/api/billing/summary`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { balance: number } }).data.balance;
}

// Issue 16, decisions 056 and 058: the owner buys a credit pack on the billing screen, pays on
// the payment provider's page (the e2e server's stand-in for Stripe, apps/api/test/fake-stripe.ts,
// whose Pay button also sends the signed webhook) and lands back on the billing screen with the
// session id. The credits arrive once, though both the webhook and the return confirm the
// purchase, and the session id leaves the URL.
describe('buying credits through checkout', () => {
  for (const viewport of ['desktop', 'phone'] as ViewportName[]) {
    it(`adds a pack's credits once (${viewport})`, async () => {
      const token = await signInToken(OWNER, DEMO_PASSWORD);
      const before = await balance(token);
      const page = await newPage({ viewport });
      const problems = collectPageProblems(page);
      await page.goto(`/sign-in?redirectURL=${encodeURIComponent('/recruiter/billing')}`);
      await signInTo(page, '/recruiter/billing', OWNER);
      const buy = page.getByRole('button', { name: /^Buy 10 credits for / });
      await buy.waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await buy.click();

      await page.getByRole('heading', { name: 'Fake Stripe Checkout' }).waitFor();
      await page.getByText('Pay USD 19.00').waitFor();
      await page.getByRole('button', { name: 'Pay' }).click();

      await waitForPath(page, '/recruiter/billing');
      await page.getByText('Payment received: 10 interview credits added.').waitFor();
      await expect.poll(() => new URL(page.url()).searchParams.has('session_id')).toBe(false);
      expect(await balance(token)).toBe(before + 10);

      // Coming back again changes nothing.
      await page.reload();
      await page.getByRole('button', { name: /^Buy 10 credits for / }).waitFor();
      expect(await balance(token)).toBe(before + 10);
      expect(problems).toEqual([]);
    });
  }
});
