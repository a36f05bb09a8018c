import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/auth';
import { launchSpeakingBrowser } from '../support/browser';
import { seriousViolations } from '../support/axe';
import { collectPageProblems } from '../support/page-problems';
import { startServer, type RunningServer } from '../support/server';
import { startSmtpInbox, type InboxEmail } from '../support/smtp-inbox';
import { loopedWordErrorRate, spokenAnswerWav } from '../support/spoken-answer';

// The candidate's spoken warm-up (docs/decisions/053-read-aloud-and-spoken-warm-up.md) in
// Chromium at phone size, whose fake microphone plays a known spoken answer: the warm-up is
// recorded, the server transcribes it in memory, and the feedback measures pace and the long
// pause from the audio. Then the first question offers to be read aloud. Its own server with
// transcription on (the shared one has it off) and its own SMTP inbox for the invitation link.
let server: RunningServer;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let browser: Browser;
const contexts: BrowserContext[] = [];

const RECRUITER = 'recruiter@rehearse.dev';
// The demo organization's open posting (apps/api/src/demo-hiring.ts).
const OPEN_POSTING = 'Senior Frontend Engineer';

beforeAll(async () => {
  const wav = spokenAnswerWav();
  inbox = await startSmtpInbox();
  server = await startServer({ SMTP_URL: inbox.smtpUrl });
  browser = await launchSpeakingBrowser(wav);
}, 120_000);

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await browser?.close();
  await server?.stop();
  await inbox?.close();
});

async function api<T>(token: string | null, method: string, path: string, body?: unknown) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return (await res.json()) as T;
}

// The recruiter invites a new candidate to the open demo posting; the link arrives by email.
async function invitationLink(): Promise<string> {
  const session = await api<{ accessToken: string }>(null, 'POST', '/api/auth/sign-in', {
    email: RECRUITER,
    password: 'rehearse-demo',
  });
  const token = session.accessToken;
  const postings = await api<{ data: { items: { id: string; title: string }[] } }>(
    token,
    'GET',
    `/api/recruiter/postings?search=${encodeURIComponent(OPEN_POSTING)}`,
  );
  const posting = postings.data.items.find((p) => p.title === OPEN_POSTING)!;
  const email = uniqueEmail();
  await api(token, 'POST', `/api/recruiter/postings/${posting.id}/candidates`, {
    name: 'Wren Warmup',
    email,
  });
  const deadline = Date.now() + 20_000;
  for (;;) {
    const res = await fetch(`${inbox.inboxUrl}/messages?to=${encodeURIComponent(email)}`);
    const [mail] = (await res.json()) as InboxEmail[];
    const link = mail?.text.match(/https?:\/\/\S+\/interview\/[A-Za-z0-9_-]+/)?.[0];
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`No invitation to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the candidate’s spoken warm-up', () => {
  it('records the warm-up at 390 px, shows the transcript and feedback from the audio, then reads the question aloud on request', async () => {
    const link = await invitationLink();
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    const problems = collectPageProblems(page);
    await page.goto(link);

    await page.getByRole('checkbox', { name: /I agree that my answers are recorded/ }).check();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.getByRole('button', { name: /^Test (camera and )?microphone$/ }).click();
    const toQuestions = page.getByRole('button', { name: 'Continue to the first question' });
    await expect.poll(() => toQuestions.isEnabled()).toBe(true);
    await toQuestions.click();

    // Spoken by default: the microphone with its level meter.
    await page.getByRole('heading', { name: 'Warm-up (not recorded)' }).waitFor();
    await page.getByText(/only to be transcribed and is deleted/).waitFor();
    await page.getByRole('meter', { name: 'Microphone level' }).waitFor();
    const record = page.getByRole('button', { name: 'Record your answer' });
    await expect.poll(() => record.isEnabled()).toBe(true);
    await record.click();
    // 16 s of the looped answer always hold one whole 3.5 s pause between words.
    const elapsed = page.getByText(/^Recording \d+:\d\d of 2:00$/);
    await expect
      .poll(
        async () => {
          const [, m, s] = /(\d+):(\d\d) of/.exec((await elapsed.textContent()) ?? '') ?? [];
          return Number(m ?? 0) * 60 + Number(s ?? 0);
        },
        { timeout: 40_000 },
      )
      .toBeGreaterThanOrEqual(16);
    await page.getByRole('button', { name: 'Stop recording' }).click();

    await page.getByText('Transcribing your answer…').first().waitFor();
    await page.getByRole('heading', { name: 'Your feedback' }).waitFor({ timeout: 120_000 });
    const heard = await page.getByText('What we heard').locator('xpath=following-sibling::*[1]');
    const words = (await heard.textContent()) ?? '';
    expect(words.split(/\s+/).length).toBeGreaterThan(12);
    expect(loopedWordErrorRate(words)).toBeLessThan(0.45);
    const feedback = page.getByRole('region', { name: 'Your feedback' });
    for (const metric of ['Pace', 'Long pauses', 'Speaking time']) {
      await feedback.getByText(metric, { exact: true }).waitFor();
    }
    // The page fits the phone: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Continue to the interview' }).click();
    await page.getByRole('button', { name: 'Read aloud' }).waitFor();
    await page.getByRole('switch', { name: 'Read questions aloud automatically' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  }, 240_000);
});
