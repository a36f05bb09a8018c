import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { settled } from '../support/settled';
import { addHeaderItems } from '../support/accounts';
import { useBrowser, type ViewportName } from '../support/browser';
import { signInTo, uniqueEmail } from '../support/auth';

const { newPage } = useBrowser();
const PASSWORD = 'a good long password';
type Scheme = 'light' | 'dark';

// A fresh account whose stored colour scheme is `scheme` (the scheme is a per-user setting).
async function newAccount(scheme: Scheme) {
  const base = inject('baseURL');
  const email = uniqueEmail();
  const json = { 'content-type': 'application/json' };
  const up = await fetch(`${base}/api/auth/sign-up`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ name: 'Ada Access', email, password: PASSWORD }),
  });
  expect(up.status).toBe(200);
  const res = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const { accessToken } = (await res.json()) as { accessToken: string };
  // Every header panel has something to check: messages, notifications and a chat.
  await addHeaderItems({ email, token: accessToken });
  const patch = await fetch(`${base}/api/common/settings`, {
    method: 'PATCH',
    headers: { ...json, authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ settings: { scheme } }),
  });
  expect(patch.status).toBe(200);
  return email;
}

async function openSignedIn(viewport: ViewportName, scheme: Scheme) {
  const email = await newAccount(scheme);
  // The browser's own preference is the opposite one: the stored setting must win.
  const page = await newPage({ viewport, colorScheme: scheme === 'dark' ? 'light' : 'dark' });
  await page.goto('/sign-in');
  await signInTo(page, '/workspace/home', email, PASSWORD);
  return page;
}

const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name }).first();
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

// Each header panel: how to open it and what shows once it is open.
const PANELS: Record<string, (page: Page) => Promise<void>> = {
  messages: async (page) => {
    await button(page, /^Messages/).click();
    await dialog(page, 'Messages').getByRole('listitem').first().waitFor();
  },
  notifications: async (page) => {
    await button(page, /^Notifications/).click();
    await dialog(page, 'Notifications').getByRole('listitem').first().waitFor();
  },
  shortcuts: async (page) => {
    await button(page, 'Shortcuts').click();
    await dialog(page, 'Shortcuts').waitFor();
  },
  search: async (page) => {
    await button(page, 'Search').click();
    await page.getByRole('combobox', { name: 'Search' }).fill('co');
    await page.getByRole('listbox').getByRole('option').first().waitFor();
  },
  'user menu': async (page) => {
    await button(page, 'Account menu').click();
    await page.getByRole('menu').waitFor();
  },
  settings: async (page) => {
    await button(page, 'Settings').click();
    await dialog(page, 'Settings').waitFor();
  },
  'quick chat': async (page) => {
    await button(page, /^Quick chat/).click();
    await dialog(page, 'Quick chat').getByRole('button').first().waitFor();
  },
};

describe.each<[Scheme, ViewportName]>([
  ['light', 'desktop'],
  ['light', 'phone'],
  ['dark', 'desktop'],
  ['dark', 'phone'],
])('axe: %s scheme (%s)', (scheme, viewport) => {
  it('the sign-in page has no serious or critical violations', async () => {
    const page = await newPage({ viewport, colorScheme: scheme });
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('the shell, a top-menu layout and every header panel have none', async () => {
    const page = await openSignedIn(viewport, scheme);
    const found: Record<string, string[]> = {};
    // Data arrived and transitions finished: axe measures the final colours.
    const check = async (state: string) => {
      await settled(page);
      const violations = await seriousViolations(page);
      if (violations.length > 0) found[state] = violations;
    };

    await check('classic layout');
    for (const [name, open] of Object.entries(PANELS)) {
      await open(page);
      await check(name);
      await page.keyboard.press('Escape');
      if (name === 'search') await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await expect.poll(() => page.getByRole('menu').count()).toBe(0);
    }
    await page.goto('/workspace/home?layout=modern');
    await page.locator('[data-layout="modern"]').waitFor();
    await check('modern layout');

    expect(found).toEqual({});
  });
});

const LAYOUTS = [
  'empty',
  'centered',
  'enterprise',
  'material',
  'modern',
  'classic',
  'classy',
  'compact',
  'dense',
  'futuristic',
  'thin',
];

describe.each<Scheme>(['light', 'dark'])('axe: every layout, %s scheme (desktop)', (scheme) => {
  it('has no serious or critical violations in any of the 11 layouts, asides open', async () => {
    const page = await openSignedIn('desktop', scheme);
    const found: Record<string, string[]> = {};
    for (const layout of LAYOUTS) {
      await page.goto(`/workspace/home?layout=${layout}`);
      await page.locator(`[data-layout="${layout}"]`).waitFor();
      await settled(page);
      const violations = await seriousViolations(page);
      if (violations.length > 0) found[layout] = violations;
      // The side navigations with an aside panel open over them (dark panels included).
      const dashboards = page
        .locator('#mainNavigation')
        .getByRole('button', { name: 'Dashboards' });
      if (layout !== 'empty' && (await dashboards.count()) > 0) {
        await dashboards.click();
        await page.getByRole('region', { name: 'Dashboards' }).waitFor();
        await settled(page);
        const withAside = await seriousViolations(page);
        if (withAside.length > 0) found[`${layout} with the aside open`] = withAside;
      }
    }
    expect(found).toEqual({});
  });
});

// Tabs forward from the top of the page until the focused element's accessible label starts
// with `label`; fails if it never does (the widget is not reachable by keyboard).
async function tabTo(page: Page, label: RegExp) {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    if (focused && label.test(focused)) return;
  }
  throw new Error(`${String(label)} is not reachable with Tab`);
}

const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);

describe.each<ViewportName>(['desktop', 'phone'])('keyboard (%s)', (viewport) => {
  it('reaches the header widgets with Tab, opens them with Enter or Space, and Escape returns focus', async () => {
    const page = await openSignedIn(viewport, 'light');
    const widgets: [RegExp, string, 'Enter' | 'Space'][] = [
      [/^Messages/, 'Messages', 'Enter'],
      [/^Shortcuts$/, 'Shortcuts', 'Space'],
      [/^Settings$/, 'Settings', 'Enter'],
      [/^Notifications/, 'Notifications', 'Space'],
    ];
    for (const [label, dialogName, key] of widgets) {
      await page.locator('body').focus();
      await tabTo(page, label);
      await page.keyboard.press(key);
      await dialog(page, dialogName).waitFor();
      await page.keyboard.press('Escape');
      await dialog(page, dialogName).waitFor({ state: 'detached' });
      await expect.poll(() => focusedLabel(page)).toMatch(label);
    }
  });
});

describe('quick chat strip', () => {
  it('is a 4rem strip on the right from lg up, expands to 24rem and loads a chosen chat', async () => {
    const page = await openSignedIn('desktop', 'light');
    const strip = page.getByRole('complementary', { name: 'Quick chat' });
    const width = async () => (await strip.boundingBox())?.width;
    await expect.poll(width).toBe(64);
    // The layout keeps the strip's width free: the content ends where the strip begins.
    const main = await page.locator('main').boundingBox();
    expect(main && main.x + main.width).toBeLessThanOrEqual(1440 - 64);
    // The header has no second quick chat button: the strip's toggle is the one.
    expect(await page.getByRole('button', { name: /^Quick chat/ }).count()).toBe(1);

    const toggle = strip.getByRole('button', { name: /^Quick chat/ });
    await toggle.click();
    await expect.poll(width).toBe(384);
    const panel = dialog(page, 'Quick chat');
    await panel.getByRole('list', { name: 'Chats' }).getByRole('button').first().click();
    await panel
      .getByRole('list', { name: /^Messages with / })
      .getByRole('listitem')
      .first()
      .waitFor();

    await page.keyboard.press('Escape');
    await expect.poll(width).toBe(64);
    await expect.poll(() => focusedLabel(page)).toMatch(/^Quick chat/);

    // An avatar in the strip opens its chat directly.
    const avatar = strip.getByRole('button', { name: /^Chat with / }).first();
    const name = ((await avatar.getAttribute('aria-label')) ?? '')
      .replace('Chat with ', '')
      .replace(/, \d+ unread$/, '');
    await avatar.click();
    await panel.getByRole('heading', { name }).waitFor();
    await panel.getByRole('button', { name: 'Close quick chat' }).click();
    await expect.poll(width).toBe(64);
  });

  it('is not shown on a phone, where the header button opens the overlay', async () => {
    const page = await openSignedIn('phone', 'light');
    expect(await page.getByRole('complementary', { name: 'Quick chat' }).count()).toBe(0);
    await page.getByRole('button', { name: /^Quick chat/ }).click();
    await dialog(page, 'Quick chat').waitFor();
  });
});
