import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withStoredSession } from '../support/accounts';
import { uniqueEmail } from '../support/auth';
import { launchSpeakingBrowser } from '../support/browser';
import { recordedFor } from '../support/recording';
import { startServer, type RunningServer } from '../support/server';
import { loopedWordErrorRate, spokenAnswerWav } from '../support/spoken-answer';

// Server-side transcription (decision 032) in Chromium whose fake microphone plays a known
// spoken answer (flite's voice, from support/spoken-answer.ts): answers are recorded without
// typing anything, the server's PocketSphinx transcribes them, and pace and pauses come from
// the audio. Its own server, with transcription on (the shared one has it off).
let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  const wav = spokenAnswerWav();
  server = await startServer();
  browser = await launchSpeakingBrowser(wav);
}, 120_000);

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await browser?.close();
  await server?.stop();
});

type Metric = { id: string; value: number | null; details: Record<string, unknown> | null };
type Feedback = { score: number; metrics: Metric[] };

async function api<T>(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return ((await res.json()) as { data: T }).data;
}

async function signedIn(): Promise<{ page: Page; token: string }> {
  const account = { name: 'Sol Spoken', email: uniqueEmail(), password: 'a good long password' };
  const up = await fetch(`${server.url}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  expect(up.status).toBe(200);
  const signIn = await fetch(`${server.url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1440, height: 900 },
  });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await withStoredSession(page, accessToken);
  return { page, token: accessToken };
}

const metric = (feedback: Feedback, id: string) => feedback.metrics.find((m) => m.id === id)!;

// Pace is measured against the audio's own length, and the long pause in the spoken answer is
// found from the words' timings.
function expectMeasuredFromAudio(feedback: Feedback, audioSeconds: number) {
  expect(metric(feedback, 'wordsPerMinute').details).toMatchObject({
    seconds: Math.round(audioSeconds * 10) / 10,
  });
  expect(metric(feedback, 'speakingTime').details).toMatchObject({ source: 'recording' });
  expect(metric(feedback, 'longPauses').value).toBeGreaterThanOrEqual(1);
}

describe('server transcription of recorded answers', () => {
  it('practice: records an answer without typing, shows progress, then a transcript close to what was said and feedback from the audio', async () => {
    const { page, token } = await signedIn();
    const list = await api<{ items: { question: { id: string } }[] }>(
      token,
      'GET',
      '/api/practice/questions?category=behavioural&limit=1',
    );
    const questionId = list.items[0]!.question.id;
    await page.goto(`/apps/practice/practice?question=${encodeURIComponent(questionId)}`);
    await page.getByRole('heading', { name: 'Your answer' }).waitFor();
    await page.getByRole('button', { name: 'Audio', exact: true }).click();
    await page.getByRole('button', { name: 'Start recording' }).click();
    await recordedFor(page, 16);
    await page.getByRole('button', { name: 'Stop recording' }).click();

    // Uploaded, then transcribed on the server with its progress shown; the transcript box
    // waits for it and is then filled.
    await page.getByTestId('transcription-progress').waitFor();
    const box = page.getByRole('textbox', { name: 'Transcript' });
    await expect.poll(() => box.inputValue(), { timeout: 90_000 }).not.toBe('');
    expect(await box.isEnabled()).toBe(true);
    const heard = await box.inputValue();
    expect(heard.split(/\s+/).length).toBeGreaterThan(12);
    // flite's voice through Opus: about 20% WER in decision 032's bench; a loose bound.
    expect(loopedWordErrorRate(heard)).toBeLessThan(0.45);

    await page.getByRole('button', { name: 'Get feedback' }).click();
    await page.getByRole('heading', { name: 'Your attempt' }).waitFor();
    await page.getByRole('article', { name: 'Pace' }).first().waitFor();

    const stored = await api<{
      attempts: {
        transcript: string;
        durationSeconds: number;
        recording: { id: string };
        feedback: Feedback;
      }[];
    }>(token, 'GET', `/api/practice/questions/${encodeURIComponent(questionId)}`);
    const [attempt] = stored.attempts;
    expect(attempt!.transcript).toBe(heard.trim());
    const transcription = await api<{ audioSeconds: number; engine: string }>(
      token,
      'GET',
      `/api/recordings/${attempt!.recording.id}/transcription`,
    );
    expect(transcription.engine).toBe('pocketsphinx');
    expect(attempt!.durationSeconds).toBe(transcription.audioSeconds);
    expect(transcription.audioSeconds).toBeGreaterThan(14);
    expectMeasuredFromAudio(attempt!.feedback, transcription.audioSeconds);
  }, 180_000);

  it('mock interview: a recorded answer saved without typing gets its transcript and feedback from the audio', async () => {
    const { page, token } = await signedIn();
    const created = await api<{ id: string }>(token, 'POST', '/api/mock-interviews', {
      role: 'backend',
      questionCount: 1,
      mix: { behavioural: 1, technical: 0, roleSpecific: 0 },
      thinkSeconds: 0,
      answerSeconds: 60,
      takes: 1,
    });
    await page.goto(`/apps/mock-interview/practice?interview=${created.id}`);
    await page.getByRole('switch', { name: 'Read questions aloud' }).uncheck();
    await page.getByRole('button', { name: 'Begin' }).click();
    await page.getByRole('heading', { name: 'Question 1 of 1' }).waitFor();
    const stop = page.getByRole('button', { name: 'Stop answer' });
    await stop.waitFor();
    await recordedFor(page, 16);
    await stop.click();
    await page.getByRole('heading', { name: 'Check your transcript' }).waitFor();
    await page.getByText('Your recording is transcribed on the server').waitFor();
    await page.getByText('Recording uploaded').waitFor();
    await page.getByRole('button', { name: 'Save answer' }).click();
    await page.getByRole('heading', { name: 'Take 1 saved' }).waitFor();
    await page.getByRole('button', { name: 'Finish and see feedback' }).click();
    await page.waitForURL((url) => url.pathname === '/apps/mock-interview/feedback');

    // The transcript and the metrics arrive when the server has transcribed the take.
    const first = page.getByRole('region', { name: /^Question 1$/ });
    await first
      .getByRole('article', { name: 'Pace' })
      .waitFor({ timeout: 90_000 })
      .catch(async (error: unknown) => {
        await page.screenshot({ path: '/tmp/speech-mock-feedback.png', fullPage: true });
        throw error;
      });
    await page.getByText('Nothing could be measured').waitFor({ state: 'detached' });

    type Take = {
      transcript: string;
      transcriptSource: string;
      durationSeconds: number;
      feedback: Feedback;
      transcription: { status: string };
    };
    const stored = await api<{ questions: { takes: Take[] }[]; feedback: { score: number } }>(
      token,
      'GET',
      `/api/mock-interviews/${created.id}`,
    );
    const take = stored.questions[0]!.takes[0]!;
    expect(take.transcriptSource).toBe('audio');
    expect(take.transcription.status).toBe('done');
    expect(loopedWordErrorRate(take.transcript)).toBeLessThan(0.45);
    expectMeasuredFromAudio(take.feedback, take.durationSeconds);
    expect(stored.feedback.score).toBeGreaterThan(0);
  }, 180_000);
});
