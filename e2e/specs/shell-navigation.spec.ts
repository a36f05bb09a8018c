import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, signInTo, waitForPath } from '../support/auth';
import { createAccount, openSignedIn } from '../support/accounts';
import { useBrowser, type ViewportName } from '../support/browser';

const { newPage } = useBrowser();

const mainNavigation = (page: Page) => page.locator('#mainNavigation');

// The side navigation, opened first where it starts closed (below md).
async function openNavigation(page: Page, viewport: ViewportName): Promise<Locator> {
  const nav = mainNavigation(page);
  if (viewport === 'phone') {
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
  }
  await nav.waitFor();
  return nav;
}

// Each group's heading and its links, [title, href], in order.
async function groupsOf(nav: Locator): Promise<[string, [string, string | null][]][]> {
  const groups = nav.locator('[role="group"][aria-labelledby^="nav-group-"]');
  const result: [string, [string, string | null][]][] = [];
  for (const group of await groups.all()) {
    const id = (await group.getAttribute('aria-labelledby')) ?? '';
    const heading = (await nav.locator(`[id="${id}"]`).innerText()).trim();
    const links: [string, string | null][] = [];
    for (const link of await group.getByRole('link').all()) {
      links.push([
        (await link.innerText()).split('\n')[0]!.trim(),
        await link.getAttribute('href'),
      ]);
    }
    result.push([heading, links]);
  }
  return result;
}

async function signInDemo(email: string, viewport: ViewportName, landing: string) {
  const page = await newPage({ viewport });
  await page.goto('/sign-in');
  await signInTo(page, landing, email, DEMO_PASSWORD);
  return page;
}

const CANDIDATE_GROUPS = [
  [
    'MY WORKSPACE',
    [
      ['Home', '/workspace/home'],
      ['Progress Tracker', '/workspace/dashboard'],
      ['My Profile', '/user/profile'],
    ],
  ],
  [
    'INTERVIEW TOOLS',
    [
      ['Assess Knowledge', '/apps/quiz'],
      ['Practice Interviews', '/apps/practice'],
      ['Mock Interviews', '/apps/mock-interview'],
    ],
  ],
  [
    'HELP AND SUPPORT',
    [
      ['Demo Videos', '/support/demo'],
      ['Frequently Asked Questions', '/support/faq'],
      ['Contact Support', '/support/contact'],
    ],
  ],
];

const RECRUITER_GROUPS = [
  [
    'MY WORKSPACE',
    [
      ['Home', '/recruiter/dashboard'],
      ['Job Postings', '/recruiter/postings'],
      ['Interview Questions', '/recruiter/interview-questions'],
      ['Rubric Management', '/recruiter/rubric'],
    ],
  ],
  [
    'ADMIN SETTINGS',
    [
      ['Email Templates', '/recruiter/email'],
      ['Company & Team', '/recruiter/company'],
      ['Billing and Usage', '/recruiter/billing'],
    ],
  ],
];

describe.each<ViewportName>(['desktop', 'phone'])('navigation (%s)', (viewport) => {
  it('gives a candidate the three candidate groups and the Apps group, no Admin Dashboard', async () => {
    const page = await openSignedIn(newPage, await createAccount('Cleo Candidate'), { viewport });
    const nav = await openNavigation(page, viewport);
    const groups = await groupsOf(nav);
    expect(groups.slice(0, 3)).toEqual(CANDIDATE_GROUPS);
    expect(groups[3]?.[0]).toBe('APPS');
    expect(groups).toHaveLength(4);
    expect(await nav.getByRole('link', { name: 'Admin Dashboard' }).count()).toBe(0);
    // Every item's icon is a real one (an unknown name would draw a plain circle).
    expect(await nav.locator('[data-icon]').count()).toBeGreaterThan(10);
    expect(await nav.locator('[data-icon="fallback"]').count()).toBe(0);
    if (viewport === 'phone') await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Admin Dashboard' }).count()).toBe(0);
  });

  it('gives a recruiter only the recruiter list', async () => {
    const page = await signInDemo('recruiter@rehearse.dev', viewport, '/recruiter/dashboard');
    const nav = await openNavigation(page, viewport);
    const groups = await groupsOf(nav);
    expect(groups.slice(0, 2)).toEqual(RECRUITER_GROUPS);
    expect(groups.map(([heading]) => heading)).toEqual(['MY WORKSPACE', 'ADMIN SETTINGS', 'APPS']);
    for (const name of ['Assess Knowledge', 'Progress Tracker', 'Demo Videos', 'Admin Dashboard']) {
      expect(await nav.getByRole('link', { name }).count(), name).toBe(0);
    }
  });

  it('shows the Admin Dashboard to an admin, in the navigation and the user menu', async () => {
    const page = await signInDemo('admin@rehearse.dev', viewport, '/workspace/home');
    const nav = await openNavigation(page, viewport);
    const [workspace] = await groupsOf(nav);
    expect(workspace?.[1]).toContainEqual(['Admin Dashboard', '/admin/dashboard']);
    if (viewport === 'phone') await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
    await waitForPath(page, '/admin/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
  });

  it('uses every item kind: collapsable, aside, badge, tooltip, divider, external link, function', async () => {
    const page = await openSignedIn(newPage, await createAccount('Nia Nav'), { viewport });
    const nav = await openNavigation(page, viewport);
    const apps = nav.getByRole('group', { name: /^apps$/i });

    // Collapsable: toggles its children; the help centre's home is an exact-match link.
    const helpCenter = apps.getByRole('button', { name: 'Help Center' });
    expect(await helpCenter.getAttribute('aria-expanded')).toBe('false');
    await helpCenter.click();
    expect(await helpCenter.getAttribute('aria-expanded')).toBe('true');
    expect(await apps.getByRole('link', { name: 'Overview' }).getAttribute('href')).toBe(
      '/apps/help-center',
    );
    await apps.getByRole('link', { name: 'FAQs' }).waitFor();
    await helpCenter.click();
    await apps.getByRole('link', { name: 'FAQs' }).waitFor({ state: 'detached' });

    // Badge.
    expect(await apps.getByRole('link', { name: /^Academy/ }).innerText()).toContain('New');

    // Tooltip.
    await apps.getByRole('link', { name: 'Icons' }).hover();
    await page
      .getByRole('tooltip', { name: 'The icon sets: Heroicons, Material and Feather' })
      .waitFor();
    await page.mouse.move(0, 0);

    // Divider between the screens and the last two items.
    expect(await apps.getByRole('separator').count()).toBe(1);

    // External link: a new tab at the API reference.
    const external = apps.getByRole('link', { name: 'API Reference' });
    expect(await external.getAttribute('href')).toBe('/api/docs');
    expect(await external.getAttribute('target')).toBe('_blank');
    expect(await external.getAttribute('rel')).toContain('noopener');
    const [popup] = await Promise.all([page.waitForEvent('popup'), external.click()]);
    await popup.waitForURL((url) => url.pathname.startsWith('/api/docs'));
    await popup.close();

    // Aside: its children open in a panel of their own, focus moves into it.
    const dashboards = apps.getByRole('button', { name: 'Dashboards' });
    await dashboards.click();
    const aside = nav.getByRole('region', { name: 'Dashboards' });
    for (const name of ['Project', 'Analytics', 'Finance', 'Crypto']) {
      await aside.getByRole('link', { name }).waitFor();
    }
    expect(await dashboards.getAttribute('aria-expanded')).toBe('true');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Close Dashboards');
    await aside.getByRole('button', { name: 'Close Dashboards' }).click();
    await aside.waitFor({ state: 'detached' });

    // Function: an item without a link whose click the app handles (opens the settings).
    await apps.getByRole('button', { name: /^Appearance/ }).click();
    await page.getByRole('dialog', { name: 'Settings' }).waitFor();
  });
});

describe('navigation modes', () => {
  it('side mode: a route change closes the aside; going to over mode closes it too', async () => {
    const page = await openSignedIn(newPage, await createAccount('Mo Mode'));
    const nav = mainNavigation(page);
    const aside = nav.getByRole('region', { name: 'Dashboards' });
    await nav.getByRole('button', { name: 'Dashboards' }).click();
    await aside.waitFor();
    await nav.getByRole('link', { name: 'Progress Tracker' }).click();
    await waitForPath(page, '/workspace/dashboard');
    await aside.waitFor({ state: 'detached' });
    // The navigation itself stays open in side mode.
    await nav.waitFor();

    await nav.getByRole('button', { name: 'Dashboards' }).click();
    await aside.waitFor();
    await page.setViewportSize({ width: 800, height: 900 });
    // Over mode: the navigation closes, and reopening it shows no aside.
    await nav.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await nav.waitFor();
    expect(await aside.count()).toBe(0);
  });

  it('a top-menu layout offers the same items in its dropdowns', async () => {
    const page = await openSignedIn(newPage, await createAccount('Hana Horizontal'), {
      path: '/workspace/home?layout=modern',
    });
    const menuBar = page.locator('nav[data-orientation="horizontal"]');
    await menuBar.getByRole('button', { name: 'Apps' }).click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Project' }).waitFor();
    const external = menu.getByRole('menuitem', { name: 'API Reference' });
    expect(await external.getAttribute('target')).toBe('_blank');
    expect(await external.getAttribute('href')).toBe('/api/docs');
    await menu.getByRole('menuitem', { name: /^Appearance/ }).click();
    await page.getByRole('dialog', { name: 'Settings' }).waitFor();
  });

  it('marks the current page, and an exact-match item only on its own path', async () => {
    const page = await newPage();
    // Links to screens that exist today, one of them exact-match.
    await page.route('**/api/common/navigation', async (route) => {
      const response = await route.fetch();
      const lists = (await response.json()) as Record<string, unknown[]>;
      const tree = [
        {
          id: 'tools',
          type: 'group',
          title: 'Tools',
          children: [
            {
              id: 'practice',
              type: 'basic',
              title: 'Practice Exact',
              link: '/apps/practice',
              exactMatch: true,
            },
            { id: 'mock', type: 'basic', title: 'Mock Prefix', link: '/apps/mock-interview' },
          ],
        },
      ];
      await route.fulfill({ response, json: { ...lists, default: tree } });
    });
    const account = await createAccount('Exa Match');
    await page.goto('/sign-in?redirectURL=%2Fapps%2Fpractice');
    await signInTo(page, '/apps/practice', account.email, 'a good long password');
    const nav = mainNavigation(page);
    const practice = nav.getByRole('link', { name: 'Practice Exact' });
    const mock = nav.getByRole('link', { name: 'Mock Prefix' });
    expect(await practice.getAttribute('aria-current')).toBe('page');
    expect(await mock.getAttribute('aria-current')).toBeNull();

    // Below its own path, an exact-match item is not the current page; any other item is.
    await page.goto('/apps/practice/practice');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await practice.getAttribute('aria-current')).toBeNull();
    await page.goto('/apps/mock-interview/feedback');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await mock.getAttribute('aria-current')).toBe('page');
  });
});
