import { describe, expect, inject, it } from 'vitest';
import { ACCOUNT_PASSWORD, createAccount, signInToken } from '../support/accounts';
import { DEMO_PASSWORD, signInTo } from '../support/auth';
import { seriousViolations } from '../support/axe';
import { useBrowser, type ViewportName } from '../support/browser';
import { collectPageProblems } from '../support/page-problems';

const { newPage } = useBrowser();

const ADMIN = 'admin@rehearse.dev';
const OWNER = 'recruiter@rehearse.dev';

async function api<T>(method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(`${inject('baseURL')}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T };
  return { status: res.status, data: json.data, body: json as unknown };
}

const balanceOf = async (token: string) =>
  (await api<{ balance: number }>('GET', '/api/subscriptions/current', token)).data.balance;

// Issue 16 and core-product.md §4 (decision 058): a promo code in a sign-in link is stored by
// the auth resolver, applied once by the post-login flow, said in a calm notice, and removed; a
// second sign-in through the same link is told the organization already used it, and the flow
// goes on.
describe('a promo code from a sign-in link', () => {
  for (const viewport of ['desktop', 'phone'] as ViewportName[]) {
    it(`adds its credits once (${viewport})`, async () => {
      const admin = await signInToken(ADMIN, DEMO_PASSWORD);
      const code = `E2E-${viewport.toUpperCase()}-${Date.now()}`;
      const created = await api('POST', '/api/admin/promo-codes', admin, {
        code,
        kind: 'credits',
        credits: 3,
        max_per_organization: 1,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const owner = await signInToken(OWNER, DEMO_PASSWORD);
      const before = await balanceOf(owner);

      const page = await newPage({ viewport });
      const problems = collectPageProblems(page);
      await page.goto(`/sign-in?promo_code=${code.toLowerCase()}`);
      await signInTo(page, '/recruiter/dashboard', OWNER);
      await page.getByText(`Promo code ${code} applied: 3 interview credits added.`).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await balanceOf(owner)).toBe(before + 3);
      expect(await page.evaluate(() => localStorage.getItem('promo_code'))).toBeNull();

      // A reload starts the app again: nothing is applied twice, and no notice.
      await page.reload();
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByText(`Promo code ${code}`).count()).toBe(0);
      expect(await balanceOf(owner)).toBe(before + 3);

      // The same link again, in a new session: refused, said, and the app goes on.
      const again = await newPage({ viewport });
      await again.goto(`/sign-in?promo_code=${code}`);
      await signInTo(again, '/recruiter/dashboard', OWNER);
      await again
        .getByText(
          `Promo code ${code} was not applied. Your organization has already used that promo code.`,
        )
        .waitFor();
      expect(await balanceOf(owner)).toBe(before + 3);
      expect(problems).toEqual([]);
    });
  }

  it('never lets a candidate open an admin screen or call an admin route', async () => {
    const candidate = await createAccount('Casey Candidate');
    const page = await newPage({ viewport: 'desktop' });
    await page.goto('/sign-in');
    await signInTo(page, '/workspace/home', candidate.email, ACCOUNT_PASSWORD);
    for (const path of [
      '/admin/dashboard',
      '/admin/organization',
      '/admin/subscription',
      '/admin/invitation',
      '/admin/postings',
      '/admin/outbox',
    ]) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/workspace/home');
    }
    for (const [method, path] of [
      ['GET', '/api/admin/organizations'],
      ['GET', '/api/admin/subscriptions'],
      ['GET', '/api/admin/promo-codes'],
      ['POST', '/api/admin/promo-codes'],
      ['GET', '/api/admin/audit-log'],
      ['GET', '/api/admin/postings'],
      ['GET', '/api/admin/dashboard'],
    ] as const) {
      const res = await api(method, path, candidate.token, method === 'POST' ? {} : undefined);
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });
});
