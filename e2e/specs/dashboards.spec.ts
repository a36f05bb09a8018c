import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
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

type Project = {
  githubIssues: {
    labels: string[];
    series: Record<'this-week' | 'last-week', { name: string; data: number[] }[]>;
  };
};

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
// What the chart draws: its bars' heights and its lines' paths. A range with other figures
// draws another shape.
const chartShape = (card: Locator) =>
  card
    .locator('svg rect, svg path')
    .evaluateAll((els) =>
      els.map((el) => el.getAttribute('d') ?? el.getAttribute('height') ?? '').join('|'),
    );
const tableRows = async (card: Locator) => {
  await card.getByRole('button', { name: 'Table', exact: true }).click();
  return card.getByRole('table').getByRole('row').allTextContents();
};
// Axe in the light scheme as the page is, then in the dark one after a reload.
async function axeLightAndDark(page: Page, account: Account, ready: () => Promise<unknown>) {
  expect(await seriousViolations(page)).toEqual([]);
  await saveSettings(account.token, { scheme: 'dark' });
  await page.reload();
  await ready();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
    .toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await saveSettings(account.token, { scheme: 'light' });
}

// Issue 18, the four dashboards (docs/decisions/071-dashboards-screens.md), at both widths.
describe.each<ViewportName>(['desktop', 'phone'])('dashboards (%s)', (viewport) => {
  it('project: the week switch redraws the charts, lives in the URL and the table has the figures', async () => {
    const account = await createAccount('Paula Project');
    const project = await callApi<Project>(account.token, 'GET', '/api/dashboards/project');
    const page = await openSignedIn(newPage, account, { viewport, path: '/dashboards/project' });
    const problems = collectPageProblems(page);
    await page.getByRole('heading', { level: 1, name: 'Project Dashboard' }).waitFor();
    const issues = region(page, 'Issues by day');
    await issues.getByText('This week: 214 issues opened and 75 closed.').waitFor();
    await page.getByText('13 completed today').waitFor();
    const before = await chartShape(issues);

    await page.getByRole('button', { name: 'Last week', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('range') === 'last-week');
    await issues.getByText('Last week: 197 issues opened and 72 closed.').waitFor();
    await expect.poll(() => chartShape(issues)).not.toBe(before);
    // The table fallback holds the same figures as the API, day by day.
    const [opened, closed] = project.githubIssues.series['last-week'];
    const rows = await tableRows(issues);
    expect(rows[0]).toBe('DayNew issuesClosed issues');
    expect(rows.slice(1)).toEqual(
      project.githubIssues.labels.map((day, i) => `${day}${opened!.data[i]}${closed!.data[i]}`),
    );

    // The range is the URL's: a reload keeps it, Back returns to this week.
    await page.reload();
    await region(page, 'Issues by day')
      .getByText('Last week: 197 issues opened and 72 closed.')
      .waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/dashboards/project' && !url.search);
    await issues.getByText('This week: 214 issues opened and 75 closed.').waitFor();

    await axeLightAndDark(page, account, () =>
      region(page, 'Team members').getByText('8 people').waitFor(),
    );
    expect(problems).toEqual([]);
  });

  it('analytics: the year switch redraws the visitors, and every chart has its table', async () => {
    const account = await createAccount('Ana Analytics');
    const page = await openSignedIn(newPage, account, { viewport, path: '/dashboards/analytics' });
    const problems = collectPageProblems(page);
    const visitors = region(page, 'Visitors');
    await visitors.getByText('This year: 55,330 visitors in all.').waitFor();
    const before = await chartShape(visitors);
    await visitors.getByRole('button', { name: 'Last year', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('range') === 'last-year');
    await visitors.getByText('Last year: 38,062 visitors in all.').waitFor();
    await expect.poll(() => chartShape(visitors)).not.toBe(before);
    const rows = await tableRows(visitors);
    expect(rows).toHaveLength(13);
    expect(rows[1]).toMatch(/2,643$/);
    expect(await tableRows(region(page, 'Gender'))).toEqual([
      'GroupShare',
      'Female48%',
      'Male46%',
      'Not stated6%',
    ]);
    await region(page, 'Conversions')
      .getByText(/^4,123 in total/)
      .waitFor();
    await axeLightAndDark(page, account, () =>
      region(page, 'Visitors').getByText('Last year: 38,062 visitors in all.').waitFor(),
    );
    expect(problems).toEqual([]);
  });

  it('finance and crypto: limits, transactions, prices and their tables', async () => {
    const account = await createAccount('Finn Finance');
    const page = await openSignedIn(newPage, account, { viewport, path: '/dashboards/finance' });
    const problems = collectPageProblems(page);
    const budget = region(page, 'Budget');
    await budget.getByText('$1,789.22 of $1,000').waitFor();
    await budget.getByText('Over the limit: 178.92%, $789.22 more than allowed').waitFor();
    await region(page, 'Previous statement').getByText('$27,221.21 of $34,500').waitFor();
    await region(page, 'Current statement').getByText('$29,819.41 of $34,500').waitFor();
    const transactions = await region(page, 'Recent transactions')
      .getByRole('row')
      .allTextContents();
    expect(transactions).toHaveLength(9);
    expect(transactions.slice(1).filter((row) => row.endsWith('Pending'))).toHaveLength(2);
    expect(await tableRows(region(page, 'Account balance'))).toHaveLength(13);
    await axeLightAndDark(page, account, () => budget.getByText('$1,789.22 of $1,000').waitFor());

    await page.goto('/dashboards/crypto');
    const btc = region(page, 'Bitcoin (BTC)');
    await btc.getByText('$148,752,956,966').waitFor();
    expect(await tableRows(btc)).toHaveLength(121);
    const wallets = await tableRows(region(page, 'Wallets'));
    expect(wallets[1]).toBe('Bitcoin24.97311243 BTC$8,878.48$221,723.28');
    const watchlist = await region(page, 'Watchlist').getByRole('row').allTextContents();
    expect(watchlist).toHaveLength(7);
    expect(watchlist[1]).toMatch(/^ETH Ethereum\$170\.46up 2\.35%From /);
    await axeLightAndDark(page, account, () => btc.getByText('$148,752,956,966').waitFor());
    expect(problems).toEqual([]);
  });

  it('Turkish: the dashboards and their two navigation items follow the language', async () => {
    const account = await createAccount('Deniz Dil');
    const page = await openSignedIn(newPage, account, { viewport, path: '/dashboards/analytics' });
    const problems = collectPageProblems(page);
    await region(page, 'Conversions')
      .getByText(/^4,123 in total/)
      .waitFor();

    await page.getByRole('button', { name: 'Language', exact: true }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Türkçe' }).click();
    await page.getByRole('heading', { level: 1, name: 'Analitik Panosu' }).waitFor();
    // Numbers in Turkish: a dot groups thousands.
    await region(page, 'Dönüşümler').getByText('Toplam 4.123; son 10 gün, gün gün.').waitFor();
    const aside = await openDashboards(page, viewport, 'Gezinmeyi aç veya kapat');
    await aside.getByRole('link', { name: 'Proje' }).waitFor();
    await aside.getByRole('link', { name: 'Analitik' }).waitFor();
    await aside.getByRole('link', { name: 'Proje' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboards/project');
    await page.getByRole('heading', { level: 1, name: 'Proje Panosu' }).waitFor();
    await page.getByText('Bugün 13 tamamlandı').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Dil', exact: true }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Project Dashboard' }).waitFor();
    const english = await openDashboards(page, viewport, 'Toggle navigation');
    await english.getByRole('link', { name: 'Project' }).waitFor();
    await english.getByRole('link', { name: 'Analytics' }).waitFor();
    expect(problems).toEqual([]);
  });
});

// The navigation's Dashboards group, opened (on a phone the navigation opens first).
async function openDashboards(page: Page, viewport: ViewportName, toggle: string) {
  if (viewport === 'phone') await page.getByRole('button', { name: toggle }).click();
  const nav = page.locator('#mainNavigation');
  await nav.getByRole('button', { name: /^(Dashboards|Panolar)$/ }).click();
  return nav.getByRole('region', { name: /^(Dashboards|Panolar)$/ });
}
