import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createAccount, withStoredSession, type Account } from '../support/accounts';
import { useBrowser, type ViewportName } from '../support/browser';
import { collectPageProblems } from '../support/page-problems';
import { recordedFor } from '../support/recording';

// Practice and mock interviews (decision 011) in Chromium with a fake camera and microphone: the
// fake devices give a test-pattern video and a beep. The live transcript is on-device by
// default, which headless Chromium does not have installed, so no recognition starts and
// transcripts are typed (the other choices: interviews-live-transcript.spec.ts).
const { newPage } = useBrowser();

type Take = {
  take: number;
  transcript: string;
  transcriptSource: string;
  recording: { id: string; mimeType: string; size: number } | null;
  feedback: { score: number } | null;
};
type Interview = {
  id: string;
  status: string;
  currentPosition: number;
  questions: { position: number; takes: Take[] }[];
  feedback: { score: number; questionScores: number[] } | null;
};

async function api<T>(account: Account, method: string, path: string, body?: unknown) {
  const res = await fetch(`${inject('baseURL')}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${account.token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return ((await res.json()) as { data: T }).data;
}

async function signedIn(
  options: { viewport?: ViewportName; media?: 'allowed' | 'denied'; scheme?: 'dark' } = {},
) {
  const account = await createAccount('Ivy Interview');
  if (options.scheme) {
    await api(account, 'PATCH', '/api/common/settings', { settings: { scheme: options.scheme } });
  }
  const page = await newPage({ viewport: options.viewport, media: options.media });
  page.setDefaultTimeout(20_000);
  await withStoredSession(page, account.token);
  const problems = collectPageProblems(page);
  return { page, account, problems };
}

// Serious and critical axe violations in the screen's own content (<main>); the header and
// navigation around it are checked by accessibility.spec.ts.
const require = createRequire(import.meta.url);
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

const interviewId = (page: Page) => new URL(page.url()).searchParams.get('interview') ?? '';
const region = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

// Counts, in the page, every start of speech recognition and every on-device install, leaving
// the browser's own recogniser in place.
async function watchRecognition(page: Page) {
  await page.addInitScript(() => {
    type Ctor = { prototype: { start: () => void }; install?: (...args: unknown[]) => unknown };
    const w = window as unknown as {
      SpeechRecognition?: Ctor;
      webkitSpeechRecognition?: Ctor;
      recognitionCalls: { starts: number; installs: number };
    };
    const Recognition = w.SpeechRecognition ?? w.webkitSpeechRecognition;
    w.recognitionCalls = { starts: 0, installs: 0 };
    if (!Recognition) return;
    const start = Recognition.prototype.start;
    Recognition.prototype.start = function (this: unknown) {
      w.recognitionCalls.starts += 1;
      return start.call(this);
    };
    const install = Recognition.install;
    if (install) {
      Recognition.install = (...args: unknown[]) => {
        w.recognitionCalls.installs += 1;
        return install.apply(Recognition, args);
      };
    }
  });
}
const recognitionCalls = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { recognitionCalls: { starts: number; installs: number } })
        .recognitionCalls,
  );

// Records an answer of about two seconds: recording starts by itself after the think time.
async function recordAnswer(page: Page) {
  const stop = page.getByRole('button', { name: 'Stop answer' });
  await stop.waitFor({ timeout: 30_000 });
  await page.getByText('Recording', { exact: true }).waitFor();
  await page.getByRole('timer', { name: /^Time to answer/ }).waitFor();
  await recordedFor(page, 2);
  await stop.click();
  await page.getByRole('heading', { name: 'Check your transcript' }).waitFor();
  await page.getByText('Recording uploaded').waitFor();
}

describe('mock interview (desktop)', () => {
  it('runs a 2-question interview with both answers recorded, one transcript typed, and shows the metrics', async () => {
    const { page, account, problems } = await signedIn();
    await watchRecognition(page);
    await page.goto('/apps/mock-interview');
    await page.getByRole('heading', { name: 'Set up your interview' }).waitFor();
    await region(page, 'Your interviews').getByText('No interviews yet').waitFor();

    // Setup from a role template: 2 questions, think 2 s, answer 15 s.
    await page.getByRole('combobox', { name: 'Role template' }).click();
    await page.getByRole('option', { name: 'Frontend developer' }).click();
    await page.getByRole('slider').focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.getByText('2 questions', { exact: true }).waitFor();
    expect(await page.getByRole('spinbutton', { name: 'Behavioural' }).inputValue()).toBe('1');
    expect(await page.getByRole('spinbutton', { name: 'Technical' }).inputValue()).toBe('1');
    await page.getByRole('combobox', { name: 'Think time' }).click();
    await page.getByRole('option', { name: '2 seconds' }).click();
    await page.getByRole('combobox', { name: 'Answer time' }).click();
    await page.getByRole('option', { name: '15 seconds' }).click();

    // The device check: a live preview and a level meter.
    await page.getByRole('radio', { name: /^Video/ }).check();
    await page.getByRole('button', { name: 'Test camera and microphone' }).click();
    await page.getByLabel('Camera preview').waitFor();
    await page.getByRole('meter', { name: 'Microphone level' }).waitFor();
    await expect
      .poll(() => page.getByLabel('Camera preview').evaluate((v: HTMLVideoElement) => v.videoWidth))
      .toBeGreaterThan(0);
    // The live transcript: on this device by default, which this browser cannot do yet.
    const check = region(page, 'Camera and microphone check');
    await check
      .getByRole('combobox', { name: 'Live transcript' })
      .getByText('On this device')
      .waitFor();
    await check.getByText('Your audio stays on this computer.').waitFor();
    await check
      .getByRole('status')
      .getByText(/^Live transcript needs on-device speech recognition/)
      .waitFor();

    await page.getByRole('button', { name: 'Start interview' }).click();
    await page.waitForURL((url) => url.pathname === '/apps/mock-interview/practice');
    await page.getByRole('heading', { name: 'Question 1 of 2' }).waitFor();

    // Question 1: recorded, transcript typed (no on-device recognition: nothing listened).
    await recordAnswer(page);
    await page.getByText(/^Live transcript needs on-device speech recognition/).waitFor();
    await page
      .getByRole('textbox', { name: 'Transcript' })
      .fill(
        'At my last job I rebuilt our design system in React. I set up visual tests and we cut UI bugs by 40% in two quarters.',
      );
    await page.getByRole('button', { name: 'Save answer' }).click();
    await page.getByRole('heading', { name: 'Take 1 saved' }).waitFor();
    await page.getByRole('button', { name: 'Retake (1 left)' }).waitFor();
    await page.getByRole('button', { name: 'Next question' }).click();

    // Question 2: recorded, saved without a transcript.
    await page.getByRole('heading', { name: 'Question 2 of 2' }).waitFor();
    await recordAnswer(page);
    await page.getByRole('button', { name: 'Save without a transcript' }).click();
    await page.getByRole('heading', { name: 'Take 1 saved' }).waitFor();
    await page.getByText('No transcript yet').waitFor();
    const id = interviewId(page);
    await page.getByRole('button', { name: 'Finish and see feedback' }).click();

    // Feedback: the overview, then per question the playback, highlighted transcript, metrics.
    await page.waitForURL((url) => url.pathname === '/apps/mock-interview/feedback');
    await page.getByText('Interview score', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'The three most useful improvements' }).waitFor();
    const first = region(page, /^Question 1$/);
    await first.getByRole('article', { name: 'Word count' }).getByText('26 words').waitFor();
    await first.getByRole('article', { name: 'Speaking time' }).waitFor();
    await first.getByRole('article', { name: 'Quantified claims' }).getByText('Good').waitFor();
    expect(await first.locator('mark').count()).toBeGreaterThan(3);
    await first.locator('mark', { hasText: '40%' }).getByText('(Percentage)').waitFor({
      state: 'attached',
    });
    const video = first.locator('video[src*="/api/recordings/"]');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await first.getByRole('button', { name: 'How the score is weighted' }).click();
    await first.getByRole('row', { name: 'Filler words 9' }).waitFor();
    await first.getByRole('row', { name: 'Relevance to the question 20' }).waitFor();

    // Question 2 has no words yet: type them, and its metrics appear.
    const second = region(page, /^Question 2$/);
    await second.getByRole('button', { name: 'Type a transcript' }).click();
    await second
      .getByRole('textbox', { name: 'Transcript' })
      .fill(
        'I explained the trade-offs of server rendering to the team and we shipped in two sprints.',
      );
    await second.getByRole('button', { name: 'Save and analyse' }).click();
    await second.getByRole('article', { name: 'Word count' }).getByText('16 words').waitFor();
    await second.getByRole('article', { name: 'Pace' }).waitFor();

    // The server has both recordings, the typed transcripts and the feedback.
    const stored = await api<Interview>(account, 'GET', `/api/mock-interviews/${id}`);
    expect(stored.status).toBe('completed');
    expect(stored.questions.map((q) => q.takes.length)).toEqual([1, 1]);
    for (const q of stored.questions) {
      const [take] = q.takes;
      expect(take!.recording?.mimeType).toMatch(/^video\/webm/);
      expect(take!.recording!.size).toBeGreaterThan(1000);
      expect(take!.transcriptSource).toBe('typed');
      expect(take!.feedback).not.toBeNull();
    }
    expect(stored.feedback!.questionScores).toHaveLength(2);
    // Audio never went to a speech service, and nothing was downloaded unasked.
    expect(await recognitionCalls(page)).toEqual({ starts: 0, installs: 0 });

    // The weakest question links to practice.
    const practise = page.getByRole('link', { name: 'Practise your weakest question again' });
    expect(await practise.getAttribute('href')).toMatch(/^\/apps\/practice\/practice\?question=/);
    expect(await contentViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('keeps progress on the server: a reload after question 1 resumes on question 2', async () => {
    const { page, account, problems } = await signedIn();
    const created = await api<Interview>(account, 'POST', '/api/mock-interviews', {
      role: 'backend',
      questionCount: 2,
      mix: { behavioural: 1, technical: 1, roleSpecific: 0 },
      thinkSeconds: 0,
      answerSeconds: 15,
      takes: 1,
    });
    await page.goto(`/apps/mock-interview/practice?interview=${created.id}`);

    // Not started: the intro, where reading aloud is turned off (and remembered).
    await page.getByRole('button', { name: 'Begin' }).waitFor();
    await page.getByRole('switch', { name: 'Read questions aloud' }).uncheck();
    await page.getByRole('button', { name: 'Begin' }).click();
    await page.getByRole('heading', { name: 'Question 1 of 2' }).waitFor();
    await recordAnswer(page);
    await page
      .getByRole('textbox', { name: 'Transcript' })
      .fill('I designed the queue so retries never doubled a payment.');
    await page.getByRole('button', { name: 'Save answer' }).click();
    await page.getByRole('heading', { name: 'Take 1 saved' }).waitFor();
    // One take allowed: no retake.
    expect(await page.getByRole('button', { name: 'No takes left' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Next question' }).click();
    await page.getByRole('heading', { name: 'Question 2 of 2' }).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Resume at question 2 of 2' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Read questions aloud' }).isChecked()).toBe(
      false,
    );
    const midway = await api<Interview>(account, 'GET', `/api/mock-interviews/${created.id}`);
    expect(midway).toMatchObject({ status: 'in-progress', currentPosition: 1 });
    expect(midway.questions[0]!.takes[0]!.transcript).toContain('retries never doubled');

    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Question 2 of 2' }).waitFor();
    await recordAnswer(page);
    await page
      .getByRole('textbox', { name: 'Transcript' })
      .fill('I would add an index on the foreign key and check the plan.');
    await page.getByRole('button', { name: 'Save answer' }).click();
    await page.getByRole('button', { name: 'Finish and see feedback' }).click();
    await page.waitForURL((url) => url.pathname === '/apps/mock-interview/feedback');
    await region(page, /^Question 2$/)
      .getByRole('article', { name: 'Word count' })
      .waitFor();
    const done = await api<Interview>(account, 'GET', `/api/mock-interviews/${created.id}`);
    expect(done.questions.map((q) => q.takes.length)).toEqual([1, 1]);
    expect(problems).toEqual([]);
  });
});

// A typed answer in the STAR boxes: its instant feedback, then the model answer revealed.
async function practiseWithStar(page: Page) {
  await page.goto('/apps/practice?category=behavioural&competency=communication');
  await page.getByText(/^\d+ questions?$/).waitFor();
  await page.getByRole('searchbox', { name: 'Search questions' }).fill('constructive feedback');
  await page.getByText('1 question', { exact: true }).waitFor();
  await page.getByRole('link', { name: /constructive feedback to a colleague/ }).click();
  await page.waitForURL((url) => url.pathname === '/apps/practice/practice');
  await page.getByRole('heading', { name: 'Your answer' }).waitFor();
  await page.getByText('Answer once to see the outline').waitFor();
  await page.getByRole('button', { name: 'Show a hint' }).click();
  await page.getByText('Hint', { exact: true }).waitFor();

  await page.getByRole('switch', { name: 'Answer with the STAR scaffold' }).check();
  await page
    .getByRole('textbox', { name: 'Situation' })
    .fill('At my last job a colleague kept shipping code without tests.');
  await page
    .getByRole('textbox', { name: 'Task' })
    .fill('My role was to give him feedback without hurting the relationship.');
  await page
    .getByRole('textbox', { name: 'Action' })
    .fill('I set up a private meeting, I described two incidents and I asked how he saw them.');
  await page
    .getByRole('textbox', { name: 'Result' })
    .fill('As a result, his test coverage increased from 40% to 85% within two sprints.');
  await page.getByText('STAR structure: 4 of 4').waitFor();
  await page.getByRole('button', { name: 'Get feedback' }).click();

  const attempt = page.getByRole('listitem').filter({ hasText: 'Attempt 1' });
  await attempt.getByRole('article', { name: 'STAR structure' }).getByText('4 of 4').waitFor();
  await attempt.getByRole('article', { name: 'Quantified claims' }).waitFor();
  await page.getByRole('heading', { name: 'Outline of a strong answer' }).waitFor();
  await page.getByRole('heading', { name: 'Talking points', exact: true }).waitFor();
  return attempt;
}

describe.each<ViewportName>(['desktop', 'phone'])('practice (%s)', (viewport) => {
  it('answers with the STAR scaffold, shows the feedback and reveals the model answer; retakes compare side by side', async () => {
    const { page, account, problems } = await signedIn({ viewport });
    const attempt = await practiseWithStar(page);
    const id = new URL(page.url()).searchParams.get('question')!;

    // Self-rating, stored on the server.
    await attempt.locator('label', { hasText: '4 stars' }).click();
    await expect
      .poll(async () => {
        const q = await api<{ attempts: { selfRating: number | null }[] }>(
          account,
          'GET',
          `/api/practice/questions/${id}`,
        );
        return q.attempts[0]?.selfRating;
      })
      .toBe(4);

    // A retake, typed plainly, then the two side by side.
    await page.getByRole('switch', { name: 'Answer with the STAR scaffold' }).uncheck();
    await page
      .getByRole('textbox', { name: 'Type your answer' })
      .fill('Um, I think I basically just told him, you know, to write more tests.');
    await page.getByRole('button', { name: 'Get feedback' }).click();
    await page.getByRole('heading', { name: 'Your 2 attempts' }).waitFor();
    await page.getByRole('checkbox', { name: 'Compare attempt 1' }).check();
    await page.getByRole('checkbox', { name: 'Compare attempt 2' }).check();
    const compare = region(page, 'Attempt 1 and attempt 2');
    await compare.getByRole('row', { name: /^Filler words/ }).waitFor();
    const stored = await api<{ attempts: { feedback: { score: number } }[] }>(
      account,
      'GET',
      `/api/practice/questions/${id}`,
    );
    const [second, firstAttempt] = stored.attempts.map((a) => a.feedback.score);
    await compare
      .getByRole('row', { name: new RegExp(`^Overall score ${firstAttempt} ${second}`) })
      .waitFor();
    expect(await contentViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});

describe('denied camera and microphone (desktop)', () => {
  it('says why recording is impossible and keeps typing available', async () => {
    const { page, problems } = await signedIn({ media: 'denied' });
    await page.goto('/apps/practice');
    await page
      .getByRole('link', { name: /./ })
      .filter({ hasText: 'Tell me about' })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Your answer' }).waitFor();
    await page.getByRole('button', { name: 'Video' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'cannot be used' });
    await alert.getByText('Access was refused').waitFor();
    await alert.getByText('You can still type your answer.').waitFor();
    await alert.getByRole('button', { name: 'Type instead' }).click();
    await page
      .getByRole('textbox', { name: 'Type your answer' })
      .fill('I typed this answer instead.');
    await page.getByRole('button', { name: 'Get feedback' }).click();
    await page.getByRole('heading', { name: 'Your attempt' }).waitFor();

    // The mock interview's device check says the same and offers typed answers.
    await page.goto('/apps/mock-interview');
    await page.getByRole('button', { name: 'Test camera and microphone' }).click();
    const check = region(page, 'Camera and microphone check');
    await check.getByText('Access was refused').waitFor();
    await check.getByRole('button', { name: 'Type instead' }).click();
    expect(await page.getByRole('radio', { name: /^Typed answers/ }).isChecked()).toBe(true);
    expect(problems).toEqual([]);
  });
});
