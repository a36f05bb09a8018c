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
