import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInTo } from '../support/auth';
import { ACCOUNT_PASSWORD, createAccount, withStoredSession } from '../support/accounts';
import { useBrowser } from '../support/browser';
import { collectPageProblems } from '../support/page-problems';

const { newPage } = useBrowser();

// No script of the bundle runs: what shows is what the server sent (theme-boot.js still runs).
const withoutBundle = (page: Page) => page.route('**/assets/*.js', (route) => route.abort());

const prerenderedHeading = (page: Page) =>
  page.locator('#root[data-prerendered] h1', { hasText: 'Sign in' });

// React has attached itself to the element (it keeps its fiber on a property of the node).
const ownedByReact = (page: Page, selector: string) =>
  page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__react'));
  }, selector);

describe('the prerendered sign-in page', () => {
  it('shows the sign-in form before any of the bundle has run', async () => {
    const page = await newPage({ viewport: 'phone' });
    await withoutBundle(page);
    await page.goto('/sign-in');
    await prerenderedHeading(page).waitFor();
    await page.getByLabel('Email').waitFor();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
  });

  it('is taken over by the app, not drawn again, and then signs in', async () => {
    const account = await createAccount('Pia Prerender');
    const page = await newPage();
    const problems = collectPageProblems(page);
    // The heading as parsed, before any module script runs (readyState "interactive" comes first).
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        (window as unknown as { parsedHeading: Element | null }).parsedHeading =
          document.querySelector('#root h1');
      });
    });
    await page.goto('/sign-in');
    await ownedByReact(page, '#root h1');
    const sameHeading = await page.evaluate(() => {
      const parsed = (window as unknown as { parsedHeading: Element | null }).parsedHeading;
      return parsed !== null && parsed === document.querySelector('#root h1');
    });
    expect(sameHeading).toBe(true);
    expect(await page.locator('#root[inert]').count()).toBe(0);

    await signInTo(page, '/workspace/home', account.email, ACCOUNT_PASSWORD);
    expect(problems).toEqual([]);
  });

  it.each([
    [
      'in Turkish',
      (page: Page) => page.addInitScript(() => localStorage.setItem('language', 'tr')),
    ],
    [
      'in another theme',
      (page: Page) =>
        page.addInitScript(() => localStorage.setItem('rehearse-theme', 'theme-rose')),
    ],
  ])('is never shown %s: the app draws the page', async (_, prepare) => {
    const hidden = await newPage();
    await prepare(hidden);
    await withoutBundle(hidden);
    await hidden.goto('/sign-in');
    await prerenderedHeading(hidden).waitFor({ state: 'attached' });
    expect(await prerenderedHeading(hidden).isVisible()).toBe(false);

    const page = await newPage();
    const problems = collectPageProblems(page);
    await prepare(page);
    await page.goto('/sign-in');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('#root[data-prerendered]').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('is never shown with a stored session: the app goes to the home screen', async () => {
    const account = await createAccount('Sid Session');
    const hidden = await newPage();
    await withStoredSession(hidden, account.token);
    await withoutBundle(hidden);
    await hidden.goto('/sign-in');
    await prerenderedHeading(hidden).waitFor({ state: 'attached' });
    expect(await prerenderedHeading(hidden).isVisible()).toBe(false);

    const page = await newPage();
    await withStoredSession(page, account.token);
    await page.goto('/sign-in');
    await page.waitForURL((url) => url.pathname === '/workspace/home');
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
  });
});
