import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, createAccount, openSignedIn, saveSettings } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { useBrowser, type ViewportName } from '../support/browser';
import { collectPageProblems } from '../support/page-problems';

const { newPage } = useBrowser();

const BASE = '/api/apps/help-center';
type Faq = { id: string; question: string; answer: string };
type FaqCategory = { slug: string; title: string; faqs: Faq[] };
type GuideCategory = {
  slug: string;
  title: string;
  totalGuides?: number;
  guides: { slug: string; title: string }[];
};
const XSS =
  '<img src=x onerror="window.__helpCenterXss = true"><script>window.__helpCenterXss = true</script>';

// Help content is reference data with no call that writes it, so the markup a guide could hold
// is added to the real answer on its way to the page: the browser's sanitizing is what is tested.
async function addMarkupToGuides(page: Page) {
  await page.route('**/api/apps/help-center/guide?*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { guides: { content: string }[] };
    body.guides[0]!.content += `<p>Stored ${XSS}</p>`;
    await route.fulfill({ response, json: body });
  });
}

// Chromium reports the page's CSP refusing an inline handler as soon as it parses markup holding
// one, even in the inert document DOMPurify parses it in; that report is the second defence
// at work (the handler was never going to run), so it is the one console error let through here.
const CSP_REFUSAL = 'Executing inline event handler violates the following Content Security Policy';
const withoutCspRefusals = (problems: string[]) =>
  problems.filter((problem) => !problem.includes(CSP_REFUSAL));

const question = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

// The help centre (docs/decisions/068-help-center-screen.md): search then a guide, "See all" of a
// guide category, a deep link to a FAQ category and question, unknown slugs and the support link.
describe.each<ViewportName>(['desktop', 'phone'])('help centre (%s)', (viewport) => {
  it('searches, opens a guide without running its markup, and shows a category in full', async () => {
    const account = await createAccount('Hana Help');
    const page = await openSignedIn(newPage, account, { viewport, path: '/apps/help-center' });
    const problems = collectPageProblems(page);
    await addMarkupToGuides(page);
    await page.getByRole('heading', { level: 1, name: 'How can we help you today?' }).waitFor();
    await page
      .getByRole('list', { name: 'Most asked questions' })
      .getByRole('link')
      .first()
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Search as you type: the term goes to the address, the results link to the guide.
    await page.getByRole('searchbox', { name: 'Search the help center' }).fill('mock interview');
    const guides = page.getByRole('list', { name: 'Guides', exact: true });
    await guides.getByRole('link', { name: /Sit your first mock interview/ }).waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('mock interview');
    expect(await seriousViolations(page)).toEqual([]);
    await guides.getByRole('link', { name: /Sit your first mock interview/ }).click();
    await page.waitForURL('**/apps/help-center/guides/getting-started/your-first-mock-interview');
    await page.getByRole('heading', { level: 1, name: 'Sit your first mock interview' }).waitFor();
    const content = page.getByTestId('guide-content');
    await content.getByRole('heading', { level: 2 }).first().waitFor();
    // The stored markup shows as nothing: no image, no script, and it never ran.
    expect(await content.innerText()).toContain('Stored');
    expect(await content.locator('img, script, [onerror]').count()).toBe(0);
    expect(
      await page.evaluate(() => (window as { __helpCenterXss?: boolean }).__helpCenterXss),
    ).toBeUndefined();
    await page.getByRole('link', { name: /^Next: / }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Back returns to the search as it was.
    await page.goBack();
    await guides.getByRole('link', { name: /Sit your first mock interview/ }).waitFor();

    // "See all": a category cut to five on the guides page, every guide on its own page.
    const all = await callApi<GuideCategory[]>(account.token, 'GET', `${BASE}/guides`);
    const big = all.find((c) => (c.totalGuides ?? 0) > c.guides.length)!;
    await page.goto('/apps/help-center/guides');
    await page.getByRole('heading', { level: 1, name: 'Guides' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page
      .getByRole('link', { name: `See all ${big.totalGuides} guides in ${big.title}` })
      .click();
    await page.waitForURL(`**/apps/help-center/guides/${big.slug}`);
    await page.getByRole('heading', { level: 1, name: big.title }).waitFor();
    await expect
      .poll(() =>
        page
          .getByRole('list', { name: `Guides in ${big.title}` })
          .getByRole('link')
          .count(),
      )
      .toBe(big.totalGuides);
    expect(withoutCspRefusals(problems)).toEqual([]);
  });

  it('opens a FAQ category and a question from a link, says an unknown slug is unknown, and leads to support', async () => {
    const account = await createAccount('Faye Faq');
    const [payments] = await callApi<FaqCategory[]>(
      account.token,
      'GET',
      `${BASE}/faqs?slug=payments`,
    );
    const [first, second] = payments!.faqs;
    const page = await openSignedIn(newPage, account, { viewport, path: '/apps/help-center' });
    const problems = collectPageProblems(page, [
      /\/api\/apps\/help-center\/faqs\?slug=no-such-topic/,
      /\/api\/apps\/help-center\/guide\?categorySlug=payments&guideSlug=no-such-guide/,
    ]);
    // A link from outside: the page loads with the question open.
    await page.goto(`/apps/help-center/faqs/payments#${second!.id}`);
    await page.getByRole('heading', { level: 1, name: payments!.title }).waitFor();
    expect(await question(page, second!.question).getAttribute('aria-expanded')).toBe('true');
    expect(await question(page, first!.question).getAttribute('aria-expanded')).toBe('false');
    await page.getByText(second!.answer.split('\n\n')[0]!).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Opening another question puts it in the address; a reload keeps it open.
    await question(page, first!.question).click();
    await expect.poll(() => new URL(page.url()).hash).toBe(`#${first!.id}`);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: payments!.title }).waitFor();
    await expect
      .poll(() => question(page, first!.question).getAttribute('aria-expanded'))
      .toBe('true');
    expect(await question(page, second!.question).getAttribute('aria-expanded')).toBe('false');

    // An unknown topic or guide: a not-found state with the way back.
    await page.goto('/apps/help-center/faqs/no-such-topic');
    await page
      .getByText('There is no FAQ topic called “no-such-topic”.', { exact: false })
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('main').getByRole('link', { name: 'All FAQs' }).click();
    await page.waitForURL('**/apps/help-center/faqs');
    await page.getByRole('heading', { level: 2, name: 'Most asked' }).waitFor();
    await page.goto('/apps/help-center/guides/payments/no-such-guide');
    await page.getByRole('heading', { level: 1, name: 'Guide not found' }).waitFor();
    await page.getByRole('link', { name: 'All guides' }).waitFor();

    // Support: the home's card leads to the Contact Support form, under the help centre.
    await page.goto('/apps/help-center');
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Support/ })
      .click();
    await page.waitForURL('**/apps/help-center/support');
    await page.getByRole('heading', { level: 1, name: 'Contact Support' }).waitFor();
    await page.getByRole('button', { name: 'Send message' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('passes axe in the dark scheme: home, FAQs, guides and a guide', async () => {
    const account = await createAccount('Dara Dark');
    await saveSettings(account.token, { scheme: 'dark' });
    const page = await openSignedIn(newPage, account, {
      viewport,
      path: '/apps/help-center?q=quiz',
    });
    const problems = collectPageProblems(page);
    await page.getByRole('heading', { level: 2, name: 'Results for “quiz”' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/apps/help-center/faqs');
    await page.getByRole('heading', { level: 2, name: 'Most asked' }).waitFor();
    await question(page, 'What is Rehearse and who is it for?').click();
    await page.getByText('Rehearse helps you prepare for interviews.', { exact: false }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/apps/help-center/guides');
    await page.getByRole('heading', { level: 2, name: 'Getting started' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/apps/help-center/guides/settings/shortcuts');
    await page.getByTestId('guide-content').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
