import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callApi,
  openDemoContext,
  signInFromLanding,
  startDemoBuild,
  stopDemoBuild,
} from '../support/demo-context';
import { recordedFor } from '../support/recording';
import type { StaticServer } from '../support/static-server';

// Issue 21's acceptance journeys on the static demo build (docs/decisions/077-demo-mode.md),
// served by a plain file server with every request off the page's origin blocked and no /api
// request reaching the server: the candidate takes a quiz and records a practice answer with the
// fake microphone and gets its feedback; the recruiter creates a posting; after a reload all of
// it is still there; "Reset demo data" brings back the shipped data.

let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startDemoBuild());
});
afterAll(() => stopDemoBuild({ server, browser }));

type Visit = { context: BrowserContext; page: Page; problems: string[]; offOrigin: string[] };

// A visitor signed in from the landing page as `role`, in a context where every request off the
// demo's origin is blocked and recorded, with the page's uncaught errors collected.
async function signedIn(role: 'candidate' | 'recruiter'): Promise<Visit> {
  const { context, offOrigin } = await openDemoContext(browser, server);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(server.url);
  await signInFromLanding(page, role);
  return { context, page, problems, offOrigin };
}

// No page error, no /api request on the static server, nothing asked of another origin.
async function expectNothingLeft({ context, problems, offOrigin }: Visit) {
  expect(problems).toEqual([]);
  expect(server.apiRequests).toEqual([]);
  expect(offOrigin).toEqual([]);
  await context.close();
}

const ANSWER =
  'I led the migration of our billing service to a new database. I planned it in three steps and we finished two weeks early with no downtime.';

async function takeQuiz(page: Page) {
  await page.goto(`${server.url}apps/quiz`);
  await page.getByRole('heading', { level: 2, name: 'Start a quiz' }).waitFor({ timeout: 30_000 });
  await page.getByRole('checkbox', { name: /^JavaScript/ }).check();
  await page.getByRole('button', { name: '5 questions' }).click();
  await page.getByRole('radio', { name: /^Practice/ }).check();
  await page.getByRole('button', { name: 'Start quiz' }).click();
  for (let n = 1; n <= 5; n++) {
    await page.getByRole('heading', { level: 2, name: `Question ${n} of 5` }).waitFor();
    await page.keyboard.press('1');
    await page.keyboard.press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: /Correct|Not quite/ })
      .waitFor();
    await page.keyboard.press('Enter');
  }
  await page.getByRole('heading', { level: 2, name: 'Your results' }).waitFor();
}

// A recorded answer through the fake microphone: the recording is uploaded with XMLHttpRequest
// through the service worker; the demo does not transcribe, so the candidate types what was said.
async function recordPracticeAnswer(page: Page) {
  await page.goto(`${server.url}apps/practice`);
  await page.getByRole('link').filter({ hasText: 'Tell me about' }).first().click();
  await page.getByRole('heading', { name: 'Your answer' }).waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Audio', exact: true }).click();
  await page.getByRole('button', { name: 'Start recording' }).click();
  const stop = page.getByRole('button', { name: 'Stop recording' });
  await stop.waitFor();
  await recordedFor(page, 2);
  await stop.click();
  await page.getByLabel('Your recording').waitFor();
  await page.getByText('This demo runs entirely in your browser', { exact: false }).waitFor();
  await page.getByRole('textbox', { name: 'Transcript' }).fill(ANSWER);
  await page.getByRole('button', { name: 'Get feedback' }).click();
  const attempt = page.getByRole('listitem').filter({ hasText: 'Attempt 1' });
  await attempt.getByRole('article', { name: 'Word count' }).waitFor({ timeout: 30_000 });
  await attempt.getByRole('article', { name: 'Pace' }).waitFor();
  return attempt;
}

describe('demo journeys', () => {
  it('the candidate takes a quiz and gets feedback on a recorded answer; both survive a reload', async () => {
    const visit = await signedIn('candidate');
    const { page } = visit;

    await takeQuiz(page);
    await recordPracticeAnswer(page);
    const practiceUrl = page.url();

    // Everything came from the worker's database in IndexedDB: it is still there after a reload.
    await page.reload();
    await page.getByRole('heading', { name: 'Your answer' }).waitFor({ timeout: 30_000 });
    expect(page.url()).toBe(practiceUrl);
    const attempt = page.getByRole('listitem').filter({ hasText: 'Attempt 1' });
    // A kept attempt opens folded after a reload.
    await attempt
      .getByRole('button', { name: 'Show the feedback of attempt 1' })
      .click({ timeout: 30_000 });
    await attempt.getByRole('article', { name: 'Word count' }).waitFor();
    // The recording plays back from IndexedDB through the service worker.
    const audio = attempt.locator('audio[src*="/api/recordings/"]');
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => element.readyState), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    const quizzes = await callApi<{ data: { items: { status: string }[] } }>(
      page,
      'GET',
      '/api/quizzes',
    );
    expect(quizzes.body.data.items.some((item) => item.status === 'completed')).toBe(true);

    await expectNothingLeft(visit);
  });

  it('the recruiter creates a posting that survives a reload, and "Reset demo data" removes it', async () => {
    const visit = await signedIn('recruiter');
    const { page } = visit;

    const title = `Demo journey engineer ${Date.now()}`;
    await page.goto(`${server.url}recruiter/postings`);
    await page
      .getByRole('heading', { level: 1, name: 'Job Postings' })
      .waitFor({ timeout: 30_000 });
    await page.getByRole('link', { name: 'New posting' }).first().click();
    await page.getByLabel(/^Job title/).fill(title);
    await page.getByLabel('Department').fill('Engineering');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL((url) => url.pathname.includes('/recruiter/jobs/view-posting/'), {
      timeout: 30_000,
    });
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 30_000 });

    await page.getByRole('button', { name: 'Demo menu' }).click();
    await page.getByRole('button', { name: 'Reset demo data' }).click();
    await page
      .getByRole('dialog', { name: 'Reset the demo data?' })
      .getByRole('button', { name: 'Reset' })
      .click();
    await page.getByRole('button', { name: 'Try as recruiter' }).waitFor({ timeout: 60_000 });
    await page.getByRole('status').getByText('The demo is ready.').waitFor({ timeout: 60_000 });
    await signInFromLanding(page, 'recruiter');
    const found = await callApi<{ data: { items: { title: string }[] } }>(
      page,
      'GET',
      `/api/recruiter/postings?search=${encodeURIComponent('Demo journey engineer')}`,
    );
    expect(found.status).toBe(200);
    expect(found.body.data.items).toEqual([]);
    // The shipped postings are back.
    const all = await callApi<{ data: { items: unknown[] } }>(
      page,
      'GET',
      '/api/recruiter/postings',
    );
    expect(all.body.data.items.length).toBeGreaterThan(0);

    await expectNothingLeft(visit);
  });

  it('a candidate invited by the recruiter keeps the interview in their Rehearse workspace', async () => {
    const visit = await signedIn('recruiter');
    const { page } = visit;
    const postings = await callApi<{ data: { items: { id: string; title: string }[] } }>(
      page,
      'GET',
      '/api/recruiter/postings?state=open',
    );
    const posting = postings.body.data.items[0]!;
    const invited = await callApi(
      page,
      'POST',
      `/api/recruiter/postings/${posting.id}/candidates`,
      {
        name: 'Casey Candidate',
        email: 'candidate@rehearse.dev',
      },
    );
    expect(invited.status).toBeLessThan(300);
    // The invitation waits in the demo's outbox: its link is the candidate's way in.
    await page.getByRole('button', { name: 'Demo menu' }).click();
    await page.getByRole('button', { name: 'Outbox' }).click();
    const outbox = page.getByRole('dialog', { name: 'Outbox' });
    await outbox
      .getByRole('button', { name: /candidate@rehearse\.dev/ })
      .first()
      .click();
    const html = (await page.getByRole('dialog').locator('iframe').getAttribute('srcdoc')) ?? '';
    const token = /\/interview\/([A-Za-z0-9_-]+)/.exec(html)?.[1];
    expect(token, 'the invitation links to the interview').toBeDefined();
    await page.evaluate(() => localStorage.clear());

    // The candidate, signed in to Rehearse, opens the link and keeps it.
    await page.goto(server.url);
    await signInFromLanding(page, 'candidate');
    await page.goto(`${server.url}interview/${token}`);
    await page
      .getByRole('button', { name: 'Keep this interview in my Rehearse workspace' })
      .click({ timeout: 30_000 });
    await page.getByText('This interview is kept in your Rehearse workspace.').waitFor();

    await page.goto(`${server.url}workspace/home`);
    const kept = page.getByRole('region', { name: 'Your interviews' });
    await kept.getByText(posting.title).first().waitFor({ timeout: 30_000 });
    await kept.getByText('Not started').waitFor();
    await kept.getByRole('link', { name: /^Open the interview for / }).click();
    await page.waitForURL(`**/interview/${token}`);

    await expectNothingLeft(visit);
  });
});
