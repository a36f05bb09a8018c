import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn, waitForPath } from '../support/auth';
import { ACCOUNT_PASSWORD, createAccount, withStoredSession } from '../support/accounts';
import { useBrowser, type ViewportName } from '../support/browser';

const { newPage } = useBrowser();

// The calls the signed-in layout waits for, together (decision 015): navigation, messages,
// notifications, shortcuts and chats.
const SHELL_CALLS = [
  '/api/common/navigation',
  '/api/common/messages',
  '/api/common/notifications',
  '/api/common/shortcuts',
  '/api/apps/chat/chats',
];

const progressBar = (page: Page) => page.getByTestId('navigation-progress');
const layout = (page: Page) => page.locator('[data-layout]');
const pathOf = (url: string) => new URL(url).pathname;

// Holds back the answer of `path` until `release()`; resolves `held` once the request arrived.
function holdBack(page: Page, path: string) {
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  let arrived!: () => void;
  const held = new Promise<void>((done) => (arrived = done));
  void page.route(`**${path}`, async (route: Route) => {
    arrived();
    await released;
    await route.continue();
  });
  return { held, release };
}

describe.each<ViewportName>(['desktop', 'phone'])('shell initial data (%s)', (viewport) => {
  it('loads the five calls together behind the top loading bar before the layout shows', async () => {
    const account = await createAccount('Ines Initial');
    const page = await newPage({ viewport });
    const started: string[] = [];
    page.on('request', (request) => {
      const path = pathOf(request.url());
      if (SHELL_CALLS.includes(path)) started.push(path);
    });
    const navigation = holdBack(page, '/api/common/navigation');

    await page.goto('/sign-in');
    await signIn(page, account.email, ACCOUNT_PASSWORD);
    await navigation.held;
    // While the navigation is held back the other four are already asked for: in parallel.
    await expect.poll(() => [...started].sort()).toEqual([...SHELL_CALLS].sort());
    await progressBar(page).waitFor();
    expect(await layout(page).count()).toBe(0);

    navigation.release();
    await waitForPath(page, '/workspace/home');
    await layout(page).waitFor();
    await progressBar(page).waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
  });

  it('shows the loading bar on a fresh load of a signed-in page too', async () => {
    const account = await createAccount('Lola Load');
    const page = await newPage({ viewport });
    await withStoredSession(page, account.token);
    const messages = holdBack(page, '/api/common/messages');
    await page.goto('/workspace/dashboard');
    await messages.held;
    await progressBar(page).waitFor();
    expect(await layout(page).count()).toBe(0);
    messages.release();
    await layout(page).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Progress Tracker' }).waitFor();
    expect(await progressBar(page).count()).toBe(0);
  });

  it('shows an error with Retry when a call fails, and Retry brings the layout', async () => {
    const account = await createAccount('Rita Retry');
    const page = await newPage({ viewport });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    let failing = true;
    let attempts = 0;
    await page.route('**/api/common/notifications', async (route) => {
      attempts += 1;
      if (failing) await route.fulfill({ status: 500, json: { error: 'Internal error' } });
      else await route.continue();
    });

    await page.goto('/sign-in');
    await signIn(page, account.email, ACCOUNT_PASSWORD);
    const alert = page.getByRole('alert').filter({ hasText: 'The app could not load' });
    // The client retries a 5xx twice before giving up (about 3 s).
    await alert.waitFor({ timeout: 20_000 });
    expect(attempts).toBe(3);
    await alert
      .getByText('Your navigation, messages and notifications could not be loaded')
      .waitFor();
    expect(await layout(page).count()).toBe(0);
    expect(errors.some((text) => text.includes('The signed-in layout could not load'))).toBe(true);

    failing = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await layout(page).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await page.getByRole('button', { name: /^Notifications/ }).waitFor();
    expect(await page.getByText('The app could not load').count()).toBe(0);
  });
});
