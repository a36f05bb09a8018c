import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = 'rehearse-demo';

let counter = 0;
export const uniqueEmail = () => `e2e-${Date.now()}-${++counter}@example.test`;

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

// Resolves once the URL's path is `path` (the app navigates client-side).
export const waitForPath = (page: Page, path: string) =>
  page.waitForURL((url) => url.pathname === path);

// Signs in through the form and resolves once the screen at `path` has replaced the sign-in
// page. The URL changes before the new screen renders, and until then the sign-in page (its h1,
// its language menu) is still there to be found and clicked: wait for it to leave first.
export async function signInTo(page: Page, path: string, email: string, password = DEMO_PASSWORD) {
  await signIn(page, email, password);
  await waitForPath(page, path);
  await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor({ state: 'detached' });
  await page.getByRole('heading', { level: 1 }).waitFor();
}
