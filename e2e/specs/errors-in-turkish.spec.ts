import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { uniqueEmail, waitForPath } from '../support/auth';
import { collectPageProblems } from '../support/page-problems';
import { startServer, type RunningServer } from '../support/server';

// Its own server: the wrong sign-ins here lock this client address out for 15 minutes.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

const { newPage } = useBrowser();
const PASSWORD = 'a good long password';

// A page whose chosen language is Turkish, as after picking Türkçe in the language menu.
async function turkishPage(): Promise<Page> {
  const page = await newPage({ baseURL: server.url });
  await page.addInitScript(() => localStorage.setItem('language', 'tr'));
  return page;
}

async function signInAs(page: Page, email: string, password: string) {
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Parola', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Giriş yap' }).click();
}

const api = (path: string, body: unknown) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('errors in Turkish', () => {
  it('says a wrong password in Turkish', async () => {
    const page = await turkishPage();
    await page.goto('/sign-in');
    await page.getByRole('heading', { level: 1, name: 'Giriş yap' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('tr');
    await signInAs(page, 'candidate@rehearse.dev', 'not the password');
    await page.getByRole('alert').filter({ hasText: 'E-posta veya parola hatalı.' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/sign-in');
  });

  it('puts field errors under their fields, found in the browser and by the server', async () => {
    const page = await turkishPage();
    const problems = collectPageProblems(page, [/\/api\/auth\/sign-up$/]);
    await page.goto('/sign-up');
    const email = page.getByLabel('E-posta');
    const password = page.getByLabel('Parola', { exact: true });
    await email.fill('not-an-email');
    await password.fill('short');
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.getByRole('button', { name: 'Kaydol' }).click();
    // The contract's rules, checked before anything is sent.
    await page.getByText('Geçerli bir e-posta adresi girin.').waitFor();
    await page.getByText('En az 8 karakter kullanın.').waitFor();
    await page.getByText('Devam etmek için koşulları kabul etmelisiniz.').waitFor();
    expect(await page.getByText('Bu alan zorunlu.').count()).toBe(1);
    expect(requests.filter((url) => url.includes('/api/'))).toEqual([]);
    // Fixing a field as it is typed takes its error away.
    await password.fill(PASSWORD);
    await page.getByText('En az 8 karakter kullanın.').waitFor({ state: 'detached' });

    // The server's refusal of a taken email lands under the email, in Turkish.
    await page.getByLabel('Ad soyad').fill('Kopya Kedi');
    await email.fill('candidate@rehearse.dev');
    await page.getByRole('checkbox').check();
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/sign-up'));
    await page.getByRole('button', { name: 'Kaydol' }).click();
    expect((await answer).status()).toBe(409);
    await page.getByText('Bu e-posta adresiyle açılmış bir hesap zaten var.').waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('says an unknown quiz is not found, in Turkish', async () => {
    const email = uniqueEmail();
    expect(
      (await api('/api/auth/sign-up', { name: 'Deniz', email, password: PASSWORD })).status,
    ).toBe(200);
    const signedIn = await api('/api/auth/sign-in', { email, password: PASSWORD });
    const { accessToken } = (await signedIn.json()) as { accessToken: string };
    const page = await turkishPage();
    await page.addInitScript((token) => localStorage.setItem('accessToken', token), accessToken);
    const answer = page.waitForResponse((r) => r.url().includes('/api/quizzes/'));
    await page.goto('/apps/quiz/practice?attempt=00000000-0000-4000-8000-000000000000');
    expect((await answer).status()).toBe(404);
    await page.getByRole('heading', { name: 'Test bulunamadı' }).waitFor();
    await page.getByText('Bu test yok ya da başka bir hesaba ait.').waitFor();
  });

  // Last: it uses up this address's sign-in attempts.
  it('says when to try again after too many wrong sign-ins, in Turkish', async () => {
    const page = await turkishPage();
    await page.goto('/sign-in');
    let status = 0;
    for (let attempt = 0; attempt < 12 && status !== 429; attempt++) {
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/sign-in'));
      await signInAs(page, 'candidate@rehearse.dev', `wrong-${attempt}`);
      status = (await answer).status();
      await page.getByRole('button', { name: 'Giriş yap' }).and(page.locator(':enabled')).waitFor();
    }
    expect(status).toBe(429);
    const alert = page.getByRole('alert');
    await alert.filter({ hasText: 'Çok fazla deneme yapıldı.' }).waitFor();
    expect(await alert.innerText()).toMatch(
      /^Çok fazla deneme yapıldı\. \d+ dakika sonra yeniden deneyin\.$/,
    );
    await waitForPath(page, '/sign-in');
  });
});
