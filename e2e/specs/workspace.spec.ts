import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { questionBank } from '../../apps/api/src/db/seed/data/question-bank.data';
import {
  ACCOUNT_PASSWORD,
  callApi,
  createAccount,
  openSignedIn,
  withStoredSession,
  type Account,
} from '../support/accounts';
import { useBrowser, type ViewportName } from '../support/browser';
import { collectPageProblems } from '../support/page-problems';

const { newPage } = useBrowser();
const require = createRequire(import.meta.url);

// Serious and critical axe findings inside the screen's content (the shell has its own spec).
async function contentViolations(page: Page): Promise<string[]> {
  await page.evaluate(await readFile(require.resolve('axe-core/axe.min.js'), 'utf8'));
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe.run(
      'main',
      { resultTypes: ['violations'] },
    ),
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

type QuizAttempt = {
  id: string;
  questions: { position: number; question: { id: string } }[];
  results: { score: number } | null;
};

// The answer key, read from the shipped question bank (the API never sends it before grading).
const choiceKey = new Map(
  questionBank.flatMap((q) =>
    q.kind === 'open'
      ? []
      : [[q.id, { right: q.options.filter((o) => o.correct).map((o) => o.id), all: q.options }]],
  ),
);

// A 5-question exam answered through the API: the first `right` answers correct, the rest wrong.
async function takeQuiz(account: Account, right: number): Promise<QuizAttempt> {
  const created = await fetch(`${inject('baseURL')}/api/quizzes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${account.token}` },
    body: JSON.stringify({ skills: ['git'], length: 5, difficulty: 2, mode: 'exam' }),
  });
  expect(created.status).toBe(201);
  const { data: quiz } = (await created.json()) as { data: QuizAttempt };
  for (const q of quiz.questions) {
    const key = choiceKey.get(q.question.id)!;
    const wrong = key.all.find((o) => !o.correct)!.id;
    const selected = q.position < right ? key.right : [wrong];
    await callApi(account.token, 'POST', `/api/quizzes/${quiz.id}/questions/${q.position}/answer`, {
      selected,
    });
  }
  const { data: done } = await callApi<{ data: QuizAttempt }>(
    account.token,
    'POST',
    `/api/quizzes/${quiz.id}/submit`,
  );
  return done;
}

// A page whose stored session is the account's, opened at `path` once its h1 is there.
async function openAs(
  account: Account,
  path: string,
  viewport: ViewportName = 'desktop',
): Promise<{ page: Page; problems: string[] }> {
  const page = await newPage({ viewport });
  const problems = collectPageProblems(page);
  await withStoredSession(page, account.token);
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return { page, problems };
}

const today = () => new Date().toISOString().slice(0, 10);
const signInStatus = async (email: string, password: string) =>
  (
    await fetch(`${inject('baseURL')}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
  ).status;

describe.each<ViewportName>(['desktop', 'phone'])('candidate workspace (%s)', (viewport) => {
  it('greets a new account with the first-run guide instead of empty widgets', async () => {
    const account = await createAccount('Nia Newcomer');
    const { page, problems } = await openAs(account, '/workspace/home', viewport);

    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await page.getByText(/^Good (morning|afternoon|evening), Nia$/).waitFor();
    const guide = page.getByRole('region', { name: 'Get started in four steps' });
    await guide.waitFor();
    expect(await guide.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([
      'Set your targets',
      'Take the Daily 5',
      'Practise an answer',
      'Run a mock interview',
    ]);
    // No empty streak, next steps or activity widgets for a first visit.
    expect(await page.getByRole('heading', { name: 'What to do next' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Recent activity' }).count()).toBe(0);
    await page.getByRole('region', { name: 'Interview tools' }).waitFor();
    expect(await contentViolations(page)).toEqual([]);

    // The guide's Daily 5 starts today's quiz and opens the player.
    await guide.getByRole('button', { name: 'Start the Daily 5' }).click();
    await page.waitForURL((url) => url.pathname === '/apps/quiz/practice');
    expect(new URL(page.url()).searchParams.get('attempt')).toMatch(/^[0-9a-f-]{36}$/);
    expect(problems).toEqual([]);
  });

  it('charts a quiz on the progress page: the trend, the heatmap, the table and the weekly goal', async () => {
    const account = await createAccount('Pat Progress');
    const quiz = await takeQuiz(account, 3);
    expect(quiz.results?.score).toBe(60);
    const { page, problems } = await openAs(account, '/workspace/dashboard', viewport);

    const trend = page.getByRole('region', { name: 'Quiz score trend' });
    await trend.getByText(/^One quiz, on .+: 60%\.$/).waitFor();
    // The heatmap marks today with the one session, labelled for screen readers.
    const cell = page.locator(`[data-day="${today()}"]`);
    expect(await cell.getAttribute('data-sessions')).toBe('1');
    expect(await cell.getAttribute('aria-label')).toMatch(/: 1 session \(quizzes 1, practice 0/);
    await page.getByText('Current streak: 1 day').waitFor();

    // The same figures as a table.
    await trend.getByRole('button', { name: 'Table' }).click();
    expect(await trend.getByRole('cell', { name: '60%' }).count()).toBe(1);

    // The skill moved and the goal counts the quiz; a new goal is kept.
    await page.getByRole('region', { name: 'Skill levels' }).getByText('Git').first().waitFor();
    const goal = page.getByRole('region', { name: 'Weekly goal' });
    await goal.getByText('1 of 5 sessions').waitFor();
    await goal.getByLabel('Sessions a week').fill('3');
    await goal.getByRole('button', { name: 'Save goal' }).click();
    await goal.getByText('Weekly goal saved.').waitFor();
    await page.reload();
    await page.getByRole('region', { name: 'Weekly goal' }).getByText('1 of 3 sessions').waitFor();

    // A range without the quiz shows the empty state, not an empty chart.
    await page.goto('/workspace/dashboard?from=2020-01-01&to=2020-01-31');
    await page.getByText('No completed quizzes in this range.').waitFor();
    if (viewport === 'desktop') expect(await contentViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('lets a signed-out visitor open the FAQs and search them', async () => {
    const page = await newPage({ viewport });
    const problems = collectPageProblems(page);
    await page.goto('/support/faq');
    await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Most asked' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search the FAQs' }).fill('password');
    await page.getByText(/^\d+ answers? for “password”$/).waitFor();
    await page.waitForURL((url) => url.searchParams.get('q') === 'password');
    // Every answer shown matches, with the matches marked.
    expect(await page.locator('mark').count()).toBeGreaterThan(0);
    for (const text of await page.locator('mark').allInnerTexts()) {
      expect(text.toLowerCase()).toBe('password');
    }
    await page.getByRole('searchbox', { name: 'Search the FAQs' }).fill('zzqqxx');
    await page.getByRole('heading', { name: 'No results' }).waitFor();
    expect(problems).toEqual([]);
  });
});

describe('profile (desktop)', () => {
  it('keeps headline, target skills and status after a reload', async () => {
    const account = await createAccount('Robin Profile');
    const { page, problems } = await openAs(account, '/user/profile');

    await page.getByLabel('Headline').fill('Backend engineer moving to platform work');
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Busy' }).click();
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.getByText('Your details are saved.').waitFor();

    const skills = page.getByRole('combobox', { name: 'Target skills' });
    await skills.click();
    await skills.fill('Pyth');
    await page.getByRole('option', { name: 'Python' }).click();
    await skills.fill('SQ');
    await page.getByRole('option', { name: 'SQL' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save targets' }).click();
    await page.getByText('Your targets are saved.').waitFor();
    expect(await contentViolations(page)).toEqual([]);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    await expect
      .poll(() => page.getByLabel('Headline').inputValue())
      .toBe('Backend engineer moving to platform work');
    expect(await page.getByRole('combobox', { name: 'Status' }).innerText()).toContain('Busy');
    const chips = page.locator('[data-tour="profile-skills"] .MuiChip-label');
    expect(await chips.allInnerTexts()).toEqual(['Python', 'SQL']);
    const profile = await callApi<{ data: { targetSkills: string[] } }>(
      account.token,
      'GET',
      '/api/workspace/profile',
    );
    expect(profile.data.targetSkills).toEqual(['python', 'sql']);
    expect(problems).toEqual([]);
  });

  it('uploads a photo cropped and resized to 256 px, refuses one over 5 MB, and removes it', async () => {
    const account = await createAccount('Ari Avatar');
    const { page, problems } = await openAs(account, '/user/profile');
    const input = page.locator('input[type="file"][accept^="image/"]');

    await input.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await page.getByText('This picture is larger than 5 MB. Choose a smaller one.').waitFor();

    // A 600 x 300 picture drawn by the browser, so the test needs no image files.
    const png = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 600;
      canvas.height = 300;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#0f766e';
      context.fillRect(0, 0, 600, 300);
      context.fillStyle = '#fbbf24';
      context.fillRect(250, 100, 100, 100);
      return canvas.toDataURL('image/png').split(',')[1]!;
    });
    await input.setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.from(png, 'base64'),
    });
    const dialog = page.getByRole('dialog', { name: 'Crop your photo' });
    await dialog.waitFor();
    await dialog.getByRole('slider', { name: 'Zoom' }).focus();
    await page.keyboard.press('ArrowRight');
    await dialog.getByRole('img', { name: /Photo crop area/ }).focus();
    await page.keyboard.press('ArrowLeft');
    await dialog.getByRole('button', { name: 'Save photo' }).click();
    await page.getByText('Photo saved.').waitFor();

    const user = await callApi<{ avatar: string | null }>(account.token, 'GET', '/api/common/user');
    expect(user.avatar).toMatch(/^data:image\/(webp|jpeg);base64,/);
    const size = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    }, user.avatar!);
    expect(size).toEqual([256, 256]);

    await page.getByRole('button', { name: 'Remove photo' }).click();
    await page.getByText('Photo removed.').waitFor();
    expect(
      (await callApi<{ avatar: string | null }>(account.token, 'GET', '/api/common/user')).avatar,
    ).toBeNull();
    expect(problems).toEqual([]);
  });

  it('changes the password and stays signed in here', async () => {
    const account = await createAccount('Casey Password');
    // Signed in through the form (not a stored token that every reload would put back), so the
    // reload below shows which token the app kept.
    const page = await openSignedIn(newPage, account, { path: '/user/profile' });
    const problems = collectPageProblems(page);
    await page.getByLabel('Current password').fill('not my password');
    await page.getByLabel(/^New password/).fill('a brand new password');
    await page.getByLabel('Confirm new password').fill('a different one');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('The passwords do not match.').waitFor();
    await page.getByLabel('Confirm new password').fill('a brand new password');
    await page.getByRole('button', { name: 'Change password' }).click();
    // The server's answer for a wrong current password, on its field.
    await page.getByText('The current password is not right.').waitFor();
    await page.getByLabel('Current password').fill(ACCOUNT_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText(/^Password changed\./).waitFor();

    // This tab carries the fresh session; the old password no longer signs in.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    expect(await signInStatus(account.email, ACCOUNT_PASSWORD)).toBe(404);
    expect(await signInStatus(account.email, 'a brand new password')).toBe(200);
    // The expected 400 of the wrong current password is the only failed request.
    expect(problems.filter((p) => !p.includes('/api/workspace/password'))).toEqual([]);
  });

  it('exports the account’s data with its quiz attempt as a JSON download', async () => {
    const account = await createAccount('Dana Export');
    const quiz = await takeQuiz(account, 5);
    const { page, problems } = await openAs(account, '/user/profile');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('rehearse-export.json');
    const data = JSON.parse(await readFile((await file.path())!, 'utf8')) as {
      tables: Record<string, { id?: string; email?: string; score?: number }[]>;
    };
    expect(data.tables.users?.[0]?.email).toBe(account.email);
    expect(data.tables.quiz_attempts).toEqual([
      expect.objectContaining({ id: quiz.id, score: 100 }),
    ]);
    await page.getByText('Your download has started.').waitFor();
    expect(problems).toEqual([]);
  });

  it('deletes the account after the typed email, signs out, and the sign-in then fails', async () => {
    const account = await createAccount('Eli Leaving');
    const { page, problems } = await openAs(account, '/user/profile');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel(`Type ${account.email} to confirm`).fill('someone@else.test');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel(`Type ${account.email} to confirm`).fill(account.email);
    await confirm.click();
    await page.waitForURL((url) => url.pathname === '/sign-in');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

    // Signing in fails as for an account that never existed.
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(ACCOUNT_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').waitFor();
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    expect(await signInStatus(account.email, ACCOUNT_PASSWORD)).toBe(404);
    expect(problems.filter((p) => !p.includes('/api/auth/sign-in'))).toEqual([]);
  });
});

describe('help and support (desktop)', () => {
  it('shows a signed-in user’s support request in their list with its status', async () => {
    const account = await createAccount('Fran Support');
    const { page, problems } = await openAs(account, '/support/contact');
    const requests = page.getByRole('region', { name: 'Your requests' });
    await requests.getByText('You have not sent any requests yet.').waitFor();

    await page.getByRole('button', { name: 'Send message' }).click();
    // The contract's rules, worded from their codes.
    await page.getByText('Choose one of the options.').waitFor();
    await page.getByText('Use at least 3 characters.').waitFor();
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Quizzes' }).click();
    await page.getByLabel('Subject').fill('Exam timer while asleep');
    await page
      .getByRole('textbox', { name: 'Message' })
      .fill('The exam timer kept running while my laptop slept. Is that expected?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Thank you, we have your message').waitFor();

    const item = requests.getByRole('listitem').filter({ hasText: 'Exam timer while asleep' });
    await item.waitFor();
    await item.getByText('Open', { exact: true }).waitFor();
    expect(await item.innerText()).toContain('Quizzes');
    expect(await contentViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('takes a signed-out visitor’s request with their name and email', async () => {
    const page = await newPage();
    const problems = collectPageProblems(page);
    await page.goto('/support/contact');
    await page.getByRole('heading', { level: 1, name: 'Contact Support' }).waitFor();
    await page.getByLabel('Your name').fill('Vera Visitor');
    await page.getByLabel('Your email').fill('not-an-email');
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Account and sign-in' }).click();
    await page.getByLabel('Subject').fill('Cannot sign up');
    await page
      .getByRole('textbox', { name: 'Message' })
      .fill('The sign-up form never finishes loading for me.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Enter a valid email address.').waitFor();
    await page.getByLabel('Your email').fill('vera@example.test');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText(/Any answer goes to vera@example\.test/).waitFor();
    // No request list without an account.
    expect(await page.getByRole('region', { name: 'Your requests' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('runs a guided tour over the real Progress Tracker by keyboard', async () => {
    const account = await createAccount('Gale Guided');
    const { page, problems } = await openAs(account, '/support/demo');
    await page.getByRole('button', { name: 'Start the tour of Progress Tracker' }).click();
    await page.waitForURL((url) => url.pathname === '/workspace/dashboard');
    const dialog = page.getByRole('dialog', { name: 'Pick a date range' });
    await dialog.getByText('Step 1 of 6').waitFor();
    // The highlighted element is the real range selector, and focus is in the tour's card.
    await page.locator('[data-tour-spotlight="progress-range"]').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Next');

    await page.keyboard.press('ArrowRight');
    await page.getByRole('dialog', { name: 'Quiz scores' }).getByText('Step 2 of 6').waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('dialog', { name: 'Pick a date range' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('dialog', { name: 'Quiz scores' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    // Ended for good: nothing is left to resume it, and a reload does not bring it back.
    const storedTour = () => page.evaluate(() => sessionStorage.getItem('rehearse.tour'));
    expect(await storedTour()).toBeNull();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Progress Tracker' }).waitFor();
    expect(await storedTour()).toBeNull();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
