import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { signIn } from '../support/auth';
import { startServer, type RunningServer } from '../support/server';

// Its own server: ten failures lock this client address out of the shared one for 15 minutes.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

const { newPage } = useBrowser();

describe('sign-in rate limit', () => {
  it('answers 429 with Retry-After after 10 failures, and the screen says when to retry', async () => {
    const page = await newPage({ baseURL: server.url });
    await page.goto('/sign-in');
    for (let i = 0; i < 10; i++) {
      // Wait for each answer itself: the alert of the previous failure is still on screen.
      const failed = page.waitForResponse((r) => r.url().endsWith('/api/auth/sign-in'));
      await signIn(page, 'candidate@rehearse.dev', `wrong-${i}`);
      expect((await failed).status()).toBe(404);
      await page.getByRole('alert').filter({ hasText: 'Wrong email or password' }).waitFor();
      await page.getByRole('button', { name: 'Sign in' }).and(page.locator(':enabled')).waitFor();
    }
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/sign-in'));
    await signIn(page, 'candidate@rehearse.dev');
    const res = await answer;
    expect(res.status()).toBe(429);
    expect(Number(res.headers()['retry-after'])).toBeGreaterThan(0);
    await page.getByRole('alert').filter({ hasText: 'Too many attempts. Try again in' }).waitFor();
  });
});
