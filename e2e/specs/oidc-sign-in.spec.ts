import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startOidcProvider,
  TEST_AUDIENCE,
  TEST_CLIENT_ID,
  type TestOidcProvider,
} from '../../apps/api/test/oidc-test-provider';
import { collectPageProblems } from '../support/page-problems';
import { useBrowser } from '../support/browser';
import { freePort, startServer, type RunningServer } from '../support/server';

// Issue 19, docs/decisions/073-openid-connect-sign-in.md: signing in through a real OpenID
// Connect provider (oidc-provider, started here) in Chromium, with access tokens that live
// TOKEN_SECONDS so the session has to renew itself with the refresh token while it is used.
const TOKEN_SECONDS = 15;
const PROVIDER = 'Test ID';

let server: RunningServer;
let provider: TestOidcProvider;
beforeAll(async () => {
  // The server needs the issuer before the provider can know the server's callback address.
  const port = await freePort();
  server = await startServer({
    TRANSCRIPTION: 'off',
    OIDC_ISSUER: `http://127.0.0.1:${port}`,
    OIDC_CLIENT_ID: TEST_CLIENT_ID,
    OIDC_AUDIENCE: TEST_AUDIENCE,
    OIDC_PROVIDER_NAME: PROVIDER,
  });
  provider = await startOidcProvider({
    port,
    redirectUris: [`${server.url}/auth/callback`],
    postLogoutRedirectUris: [`${server.url}/sign-in`],
    accessTokenTtl: TOKEN_SECONDS,
  });
}, 90_000);
afterAll(async () => {
  await server?.stop();
  await provider?.stop();
});

const { newPage } = useBrowser();

// The provider's own pages: its login form, then its consent page.
async function signInAtProvider(page: Page, login: string) {
  await page.getByRole('button', { name: `Continue with ${PROVIDER}` }).click();
  await page.waitForURL((url) => url.origin === provider.issuer);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

// Every request carrying a bearer token, by where it went.
function bearerDestinations(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('request', (request) => {
    if (!request.headers().authorization) return;
    const url = new URL(request.url());
    seen.add(url.pathname.startsWith('/api/') ? `${url.origin}/api` : url.href);
  });
  return seen;
}

describe('signing in with an OpenID Connect provider', () => {
  it('returns to the interrupted route, stays signed in across a reload and past the token’s lifetime, and signs out at both ends', async () => {
    const page = await newPage({ baseURL: server.url });
    // The provider's pages load a web font from Google, which this machine cannot reach.
    const problems = collectPageProblems(page, [/fonts\.googleapis\.com/]);
    const bearers = bearerDestinations(page);
    const interrupted = '/apps/practice?category=behavioural&competency=communication';

    await page.goto(interrupted);
    await page.waitForURL((url) => url.pathname === '/sign-in');
    // Both ways in are offered.
    await page.getByLabel('Email').waitFor();
    await signInAtProvider(page, 'ada');

    await page.waitForURL((url) => `${url.pathname}${url.search}` === interrupted);
    await page.getByText(/^\d+ questions?$/).waitFor();
    const firstToken = await page.evaluate(() => localStorage.getItem('accessToken'));
    expect(firstToken).toBeTruthy();

    await page.reload();
    await page.getByText(/^\d+ questions?$/).waitFor();
    expect(page.url()).toBe(`${server.url}${interrupted}`);

    // Past the access token's lifetime the session renews itself and the app keeps working.
    await page.waitForTimeout((TOKEN_SECONDS + 5) * 1000);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.waitForURL((url) => url.pathname === '/user/profile');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('accessToken')))
      .not.toBe(firstToken);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/user/profile');

    // The token went to the app's own API and nowhere else.
    expect([...bearers]).toEqual([`${server.url}/api`]);

    // Signing out ends the provider's session too: the provider asks for the login again.
    await page.goto('/sign-out');
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    await page.waitForURL((url) => url.origin === server.url && url.pathname === '/sign-in');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await page.getByRole('button', { name: `Continue with ${PROVIDER}` }).click();
    await page.locator('input[name="login"]').waitFor();
    expect(problems).toEqual([]);
  });

  it('lands a first-time user on the role’s home', async () => {
    const page = await newPage({ baseURL: server.url, viewport: 'phone' });
    const problems = collectPageProblems(page, [/fonts\.googleapis\.com/]);
    await page.goto('/sign-in');
    await signInAtProvider(page, 'grace');
    await page.waitForURL((url) => url.pathname === '/workspace/home');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The account has no password: the profile offers to set one, with no current password.
    await page.goto('/user/profile');
    await page.getByRole('heading', { name: 'Set a password' }).waitFor();
    expect(await page.getByLabel('Current password').count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
