import type { Page, Request } from 'playwright-core';
import { expect, inject } from 'vitest';
import { seriousViolations } from './axe';
import { recordedFor } from './recording';

// The candidate's side of a one-way interview (/interview/{token}, docs/decisions/048-candidate-
// one-way-interview.md) as a person goes through it, for the hiring journey spec.

type InterviewCurrent = {
  question: { id: string; answer_started_at: string | null; answer_ends_at: string | null } | null;
  answered: number;
  total: number;
};

// The current question as the server keeps it; the link is the only credential. Reading it is
// side-effect free once the question was served (its think time started then).
export async function serverQuestion(token: string): Promise<InterviewCurrent> {
  const res = await fetch(`${inject('baseURL')}/api/interview/${token}/question`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: InterviewCurrent }).data;
}

// Seconds left on the countdown named `label` ("Time to think", "Time to answer"), read from
// its accessible name ("Time to answer: 0:57 left").
export async function secondsLeft(page: Page, label: string): Promise<number> {
  const name = await page
    .getByRole('timer', { name: new RegExp(`^${label}:`) })
    .getAttribute('aria-label');
  const [, minutes, seconds] = /(\d+):(\d\d) left$/.exec(name ?? '') ?? [];
  expect(minutes, `timer "${name}"`).toBeDefined();
  return Number(minutes) * 60 + Number(seconds);
}

// Welcome (checked with axe), consent, and the camera and microphone check.
export async function consentAndCheckDevices(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: `Welcome, ${name}` }).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('checkbox', { name: /^I agree that my answers are recorded/ }).check();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await passDeviceCheck(page);
}

// The device check comes before the questions, after a reload too (the stream is asked again).
export async function passDeviceCheck(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Camera and microphone check' }).waitFor();
  await page.getByRole('button', { name: 'Test camera and microphone' }).click();
  // Enabled once the fake camera's stream is live.
  await page.getByRole('button', { name: 'Continue to the first question' }).click();
}

// Shows the question `prompt` and starts answering it before its think time runs out. After a
// sent answer the page waits between questions (the next one's clock starts only when it is
// opened): the candidate asks for question `n`.
export async function startQuestion(page: Page, prompt: string, n: number): Promise<void> {
  if (n > 1) {
    await page.getByRole('heading', { level: 1, name: 'Answer sent' }).waitFor();
    await page.getByText(`Question ${n} of 3 is next.`, { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Show the next question' }).click();
  }
  await page.getByRole('heading', { level: 1, name: prompt }).waitFor();
  await page.getByText(`Question ${n} of 3`).waitFor();
  await page.getByRole('button', { name: 'Start answering now' }).click();
  await page.getByRole('timer', { name: /^Time to answer:/ }).waitFor();
}

// Records one take of at least two seconds with the fake devices and waits until it is uploaded
// and offered as "Take n". A take stopped before the browser's encoder produced anything (a
// loaded machine) is empty: the page says so, it does not count, and it is recorded again.
export async function recordTake(page: Page, n: number): Promise<void> {
  const take = page.getByRole('radio', { name: `Take ${n}` });
  const empty = page.getByText(/^Nothing was recorded in that take/);
  for (let attempt = 1; ; attempt++) {
    await page
      .getByRole('button', n === 1 ? { name: 'Record', exact: true } : { name: /^Record again/ })
      .click();
    await recordedFor(page, 2);
    await page.getByRole('button', { name: 'Stop recording' }).click();
    await take.or(empty).first().waitFor();
    if (await take.isVisible()) return;
    expect(attempt, 'every take came out empty').toBeLessThan(3);
  }
}

// Sends the chosen take and resolves with the take id the page sent.
export async function sendChosenTake(page: Page): Promise<string> {
  const sent = page.waitForRequest(
    (request: Request) => request.method() === 'POST' && /\/answer$/.test(request.url()),
  );
  await page.getByRole('button', { name: 'Send the chosen take' }).click();
  return ((await sent).postDataJSON() as { take_id: string }).take_id;
}
