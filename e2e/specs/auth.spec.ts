import { describe, expect, it } from 'vitest';
import { useBrowser, type ViewportName } from '../support/browser';
import { signIn, uniqueEmail, waitForPath } from '../support/auth';

const { newPage } = useBrowser();

describe('sign-in flow', () => {
  it.each<[string, string, string, ViewportName]>([
    ['candidate@rehearse.dev', '/workspace/home', 'Home', 'desktop'],
    ['recruiter@rehearse.dev', '/recruiter/dashboard', 'Recruiter Dashboard', 'desktop'],
    ['admin@rehearse.dev', '/workspace/home', 'Home', 'desktop'],
    ['recruiter@rehearse.dev', '/recruiter/dashboard', 'Recruiter Dashboard', 'phone'],
  ])('signs in %s and lands on %s (%s, %s)', async (email, path, heading, viewport) => {
    const page = await newPage({ viewport });
    await page.goto('/sign-in');
    await signIn(page, email);
    await waitForPath(page, path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  });

  it('sends a signed-out visitor of the root to sign-in', async () => {
    const page = await newPage();
    await page.goto('/');
    await waitForPath(page, '/sign-in');
  });

  it('shows the error in words for a wrong password and stays on sign-in', async () => {
    const page = await newPage();
    await page.goto('/sign-in');
    await signIn(page, 'candidate@rehearse.dev', 'not the password');
    const alert = page.getByRole('alert').filter({ hasText: 'Wrong email or password' });
    await alert.waitFor();
    expect(new URL(page.url()).pathname).toBe('/sign-in');
  });

  it('shows field errors before sending anything', async () => {
    const page = await newPage();
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Enter a valid email address').waitFor();
  });

  it('keeps a guarded URL and its query parameters through sign-in', async () => {
    const page = await newPage();
    await page.goto('/apps/quiz?skill=react&length=10');
    await waitForPath(page, '/sign-in');
    expect(new URL(page.url()).searchParams.get('redirectURL')).toBe(
      '/apps/quiz?skill=react&length=10',
    );
    await signIn(page, 'candidate@rehearse.dev');
    await waitForPath(page, '/apps/quiz');
    const url = new URL(page.url());
    expect(url.searchParams.get('skill')).toBe('react');
    expect(url.searchParams.get('length')).toBe('10');
  });

  it('signs out, and a guarded page then asks to sign in again', async () => {
    const page = await newPage();
    await page.goto('/sign-in');
    await signIn(page, 'candidate@rehearse.dev');
    await waitForPath(page, '/workspace/home');
    await page.goto('/sign-out');
    await page.getByText('You have signed out').waitFor();
    await waitForPath(page, '/sign-in');
    await page.goto('/workspace/home');
    await waitForPath(page, '/sign-in');
  });
});

describe('sign-up', () => {
  it('creates an account and lands in the candidate workspace', async () => {
    const page = await newPage({ viewport: 'phone' });
    await page.goto('/sign-up');
    await page.getByLabel('Full name').fill('Eve Example');
    await page.getByLabel('Email').fill(uniqueEmail());
    await page.getByLabel('Password', { exact: true }).fill('a good long password');
    await page.getByLabel('Company').fill('Example Ltd');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await waitForPath(page, '/workspace/home');
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
  });

  it('refuses an email that already has an account, in words under the email', async () => {
    const page = await newPage();
    await page.goto('/sign-up');
    await page.getByLabel('Full name').fill('Copy Cat');
    await page.getByLabel('Email').fill('candidate@rehearse.dev');
    await page.getByLabel('Password', { exact: true }).fill('a good long password');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    const email = page.getByLabel('Email');
    await page.getByText('An account with this email already exists').waitFor();
    // The field says so to assistive technology, and has the focus to fix it.
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await email.evaluate((input) => input === document.activeElement)).toBe(true);
  });
});
