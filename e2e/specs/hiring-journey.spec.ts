import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { signInTo, uniqueEmail } from '../support/auth';
import { seriousViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { waitForEmailMatching } from '../support/inbox';
import {
  consentAndCheckDevices,
  passDeviceCheck,
  recordTake,
  secondsLeft,
  sendChosenTake,
  serverQuestion,
  startQuestion,
} from '../support/one-way-interview';
import { collectPageProblems } from '../support/page-problems';

const { newPage } = useBrowser();

// Issue 15's acceptance journey, through the screens: a recruiter invites two candidates from a
// posting; each answers the one-way interview on a phone with the fake camera and microphone
// (warm-up, a retake choosing the first take, a reload in the middle of a question whose
// server-kept timer goes on); two reviewers score candidate 1 blind; the recruiter rejects one
// and advances the other. Every email really goes out over SMTP to the test inbox. What is not
// the point (the rubric, the posting with its plan and hiring team) is set up through the API.

const OWNER = 'recruiter@rehearse.dev';
// The posting's hiring team: a recruiter and a reviewer of the demo organization. The owner is
// not on it: owners outside the team decide and are not blind (decision 049).
const REVIEWER_A = { email: 'sourcer@rehearse.dev', name: 'Sam Sourcer' };
const REVIEWER_B = { email: 'reviewer@rehearse.dev', name: 'Rowan Reviewer' };
const CRITERIA = ['Communication', 'Problem solving'];
const ANCHORS = ['Poor', 'Weak', 'Adequate', 'Strong', 'Exceptional'];

const tag = Date.now();
const title = `Support Engineer ${tag}`;
const prompts = [
  `Tell us about a customer you helped (${tag})`,
  `How do you explain a bug to a customer (${tag})`,
  `What would you improve in our help pages (${tag})`,
];
// The link's token and the record's id are filled in as the journey learns them.
const candidates: { name: string; email: string; token: string; id: string }[] = [
  { name: 'Ada Journey', email: uniqueEmail(), token: '', id: '' },
  { name: 'Grace Journey', email: uniqueEmail(), token: '', id: '' },
];
let postingId = '';

async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${inject('baseURL')}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBeLessThan(300);
  return ((await res.json()) as { data: T }).data;
}

async function signInToken(email: string): Promise<string> {
  const res = await fetch(`${inject('baseURL')}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'rehearse-demo' }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

// A desktop page signed in as a demo member, on `path`.
async function signedIn(email: string, path: string): Promise<Page> {
  const page = await newPage();
  await page.goto(`/sign-in?redirectURL=${encodeURIComponent(path)}`);
  await signInTo(page, path, email);
  return page;
}

const reviewPath = (candidateId: string) =>
  `/recruiter/jobs/view-posting/${postingId}/candidates/${candidateId}`;

// Rates every criterion `rating`, recommends, and submits the scorecard on the review page.
async function submitScorecard(page: Page, rating: number, recommendation: string) {
  const mine = page.getByRole('region', { name: 'Your scorecard' });
  for (const criterion of CRITERIA) {
    await mine
      .getByRole('group', { name: new RegExp(`^${criterion}`) })
      .getByRole('button', { name: `${rating}: ${criterion} ${ANCHORS[rating - 1]}` })
      .click();
  }
  await mine.getByRole('radio', { name: recommendation, exact: true }).check();
  await mine.getByRole('button', { name: 'Submit scorecard' }).click();
  await mine.getByText('Submitted. Your scorecard is locked').waitFor();
}

describe('the hiring journey', () => {
  beforeAll(async () => {
    const owner = await signInToken(OWNER);
    const rubric = await api<{ id: string; criteria: { id: string }[] }>(
      owner,
      'POST',
      '/api/recruiter/rubrics',
      {
        name: `Support scorecard ${tag}`,
        criteria: CRITERIA.map((name) => ({
          name,
          weight: 1,
          anchors: ANCHORS.map((anchor) => `${name} ${anchor}`),
        })),
      },
    );
    const members = await api<{ id: string; email: string }[]>(
      owner,
      'GET',
      '/api/recruiter/organization/members',
    );
    const team = [REVIEWER_A, REVIEWER_B].map(
      (reviewer) => members.find((member) => member.email === reviewer.email)!.id,
    );
    const posting = await api<{ id: string }>(owner, 'POST', '/api/recruiter/postings', {
      title,
      rubric_id: rubric.id,
      hiring_team: team,
      scorecard_visibility: 'after-submitting',
      reminder_days_before: 0,
    });
    postingId = posting.id;
    const criterion_ids = rubric.criteria.map((criterion) => criterion.id);
    await api(owner, 'PUT', `/api/recruiter/postings/${postingId}/plan`, {
      questions: [
        { answer_type: 'video', think_time_seconds: 30, answer_time_seconds: 60, takes: 2 },
        { answer_type: 'audio', think_time_seconds: 30, answer_time_seconds: 60, takes: 1 },
        { answer_type: 'text', think_time_seconds: 30, answer_time_seconds: 120, takes: 1 },
      ].map((question, i) => ({ ...question, prompt: prompts[i], criterion_ids })),
    });
    await api(owner, 'POST', `/api/recruiter/postings/${postingId}/state`, { state: 'open' });
  }, 60_000);

  it('the recruiter invites two candidates from the posting; both invitations arrive', async () => {
    const page = await signedIn(OWNER, '/recruiter/postings');
    const problems = collectPageProblems(page);
    await page.getByRole('link', { name: title }).first().click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const section = page.getByRole('region', { name: 'Candidates' });
    await section.getByRole('button', { name: 'Invite candidate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a candidate' });
    for (const candidate of candidates) {
      await dialog.getByLabel(/^Name/).fill(candidate.name);
      await dialog.getByLabel(/^Email/).fill(candidate.email);
      await dialog.getByRole('button', { name: 'Send invitation' }).click();
      await dialog
        .getByRole('status')
        .filter({ hasText: `${candidate.name} was invited` })
        .waitFor();
    }
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    for (const candidate of candidates) {
      await section.getByRole('button', { name: candidate.name, exact: true }).waitFor();
      const mail = await waitForEmailMatching(candidate.email, (m) =>
        m.text.includes('/interview/'),
      );
      expect(mail.subject).toContain(title);
      const link = /https?:\/\/\S+\/interview\/([A-Za-z0-9_-]+)/.exec(mail.text);
      expect(link?.[0], mail.text).toMatch(new RegExp(`^${inject('baseURL')}/interview/`));
      candidate.token = link![1]!;
    }
    expect(problems).toEqual([]);
  }, 90_000);

  it.each([1, 2])(
    'candidate %i answers on a phone: warm-up, a retake, a reload mid-question, submit',
    async (n) => {
      const candidate = candidates[n - 1]!;
      const page = await newPage({ viewport: 'phone' });
      const problems = collectPageProblems(page);
      await page.goto(`/interview/${candidate.token}`);
      await consentAndCheckDevices(page, candidate.name);

      // The warm-up: the first candidate asks for its feedback, the second skips it.
      await page.getByRole('heading', { level: 1, name: /^Warm-up/ }).waitFor();
      if (n === 1) {
        // Spoken by default where the server transcribes; this candidate writes instead.
        const answer = page.getByLabel('Your warm-up answer');
        const write = page.getByRole('button', { name: 'Write', exact: true });
        await answer.or(write).first().waitFor();
        if (await write.isVisible()) await write.click();
        await answer.fill(
          'Last month I learned to write database migrations. I used it to add a column for ' +
            'our support tickets, and the team could then sort them by urgency.',
        );
        await page.getByRole('button', { name: 'Get feedback' }).click();
        await page.getByRole('listitem').first().waitFor();
        await page.getByRole('button', { name: 'Continue to the interview' }).click();
      } else {
        await page.getByRole('button', { name: 'Skip the warm-up' }).click();
      }

      // Question 1 (video, two takes): record, record again, and send the first take.
      await page.getByRole('heading', { level: 1, name: prompts[0] }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await startQuestion(page, prompts[0]!, 1);
      await recordTake(page, 1);
      await recordTake(page, 2);
      // The newest take is chosen at first; the candidate prefers the first one.
      expect(await page.getByRole('radio', { name: 'Take 2' }).isChecked()).toBe(true);
      const first = page.getByRole('radio', { name: 'Take 1' });
      await first.check();
      const firstTakeId = await first.getAttribute('value');
      expect(await sendChosenTake(page)).toBe(firstTakeId);

      // Question 2 (audio): a take, then a reload while the answer time runs. The server kept
      // the start: after the device check again the countdown goes on from where it was and
      // the take is still there.
      await startQuestion(page, prompts[1]!, 2);
      await recordTake(page, 1);
      await expect.poll(() => secondsLeft(page, 'Time to answer')).toBeLessThan(60);
      const before = await serverQuestion(candidate.token);
      const leftBefore = await secondsLeft(page, 'Time to answer');
      await page.reload();
      await passDeviceCheck(page);
      await page.getByRole('heading', { level: 1, name: prompts[1] }).waitFor();
      expect(await page.getByRole('button', { name: 'Start answering now' }).count()).toBe(0);
      expect(await secondsLeft(page, 'Time to answer')).toBeLessThanOrEqual(leftBefore);
      const after = await serverQuestion(candidate.token);
      expect(after.question?.id).toBe(before.question?.id);
      expect(after.question?.answer_started_at).toBe(before.question?.answer_started_at);
      await page.getByRole('radio', { name: 'Take 1' }).check();
      await sendChosenTake(page);

      // Question 3 (written).
      await startQuestion(page, prompts[2]!, 3);
      await page
        .getByLabel('Your answer', { exact: true })
        .fill('A search box on every page, and answers that show the steps with pictures.');
      await page.getByRole('button', { name: 'Send this answer' }).click();

      // Submit; the "received" email arrives.
      await page.getByRole('heading', { level: 1, name: 'All questions answered' }).waitFor();
      await page.getByRole('button', { name: 'Send my interview' }).click();
      await page
        .getByRole('heading', { level: 1, name: 'Thank you, your interview is sent' })
        .waitFor();
      const received = await waitForEmailMatching(candidate.email, (mail) =>
        mail.subject.startsWith('We received your interview'),
      );
      expect(received.subject).toContain(title);
      expect(problems).toEqual([]);
    },
    120_000,
  );

  it('two reviewers score candidate 1 blind; the aggregate shows their disagreement', async () => {
    const owner = await signInToken(OWNER);
    const list = await api<{ items: { id: string; email: string; stage: string }[] }>(
      owner,
      'GET',
      `/api/recruiter/postings/${postingId}/candidates`,
    );
    for (const candidate of candidates) {
      const row = list.items.find((item) => item.email === candidate.email)!;
      expect(row.stage).toBe('completed');
      candidate.id = row.id;
    }
    const first = candidates[0]!;

    // Reviewer A opens candidate 1 from the posting's candidates and submits all 1s.
    const a = await signedIn(REVIEWER_A.email, `/recruiter/jobs/view-posting/${postingId}`);
    const aProblems = collectPageProblems(a);
    await a
      .getByRole('region', { name: 'Candidates' })
      .getByRole('link', { name: `Review ${first.name}` })
      .click();
    await a.getByRole('heading', { level: 1, name: first.name }).waitFor();
    await submitScorecard(a, 1, 'Strong no');

    // Reviewer B opens candidate 1: A's scorecard is hidden on the screen and by the API.
    const b = await signedIn(REVIEWER_B.email, reviewPath(first.id));
    const bProblems = collectPageProblems(b);
    await b.getByRole('heading', { level: 1, name: first.name }).waitFor();
    const team = b.getByRole('region', { name: 'The team’s scores' });
    await team.getByText('Blind scoring: submit your own scorecard to see the team’s.').waitFor();
    expect(await b.getByText(REVIEWER_A.name).count()).toBe(0);
    expect(await b.getByText('Who said what').count()).toBe(0);
    expect(await seriousViolations(b)).toEqual([]);
    const bToken = await b.evaluate(() => localStorage.getItem('accessToken'));
    const hidden = await b.request.get(
      `/api/recruiter/postings/${postingId}/candidates/${first.id}/scorecards`,
      { headers: { authorization: `Bearer ${bToken}` } },
    );
    expect(hidden.status()).toBe(200);
    const { data } = (await hidden.json()) as {
      data: { others: unknown; aggregate: unknown; hidden_reason: string | null };
    };
    expect(data).toMatchObject({ others: null, aggregate: null, hidden_reason: 'submit-first' });

    // B submits all 5s, then sees A's scorecard and the disagreement.
    await submitScorecard(b, 5, 'Strong yes');
    await team.getByText('Who said what').waitFor();
    const table = team.getByRole('table');
    await table.getByRole('columnheader', { name: REVIEWER_A.name }).waitFor();
    await table.getByRole('columnheader', { name: REVIEWER_B.name }).waitFor();
    // Columns: B's own scorecard first, then the others'.
    for (const criterion of CRITERIA) {
      const row = table.getByRole('row').filter({ hasText: criterion });
      expect(await row.getByRole('cell').allInnerTexts()).toEqual(['5', '1']);
    }
    await team.getByText('3.00', { exact: true }).waitFor();
    await team.getByText('Disagreement', { exact: true }).waitFor();
    expect(await seriousViolations(b)).toEqual([]);

    // The comparison shows candidate 1, whom B scored, with the flag.
    await b.getByRole('link', { name: 'Compare Candidates' }).click();
    await b.getByRole('heading', { level: 1, name: 'Compare Candidates' }).waitFor();
    const ranked = b.getByRole('row').filter({ hasText: first.name });
    await ranked.getByText('Disagreement').waitFor();
    // Candidate 2, whom B has not scored, stays hidden from B.
    await b.getByText('1 candidate is not shown').waitFor();
    expect(await seriousViolations(b)).toEqual([]);
    expect(aProblems).toEqual([]);
    expect(bProblems).toEqual([]);
  }, 120_000);

  it('the recruiter rejects candidate 1 and advances candidate 2; both emails arrive', async () => {
    const page = await signedIn(OWNER, `/recruiter/jobs/view-posting/${postingId}`);
    const problems = collectPageProblems(page);
    const decisions = [
      {
        candidate: candidates[0],
        action: 'Reject',
        done: 'Rejected.',
        subject: 'Your application',
      },
      {
        candidate: candidates[1],
        action: 'Advance to shortlist',
        done: 'Advanced to the shortlist.',
        subject: 'Next steps',
      },
    ];
    for (const { candidate, action, done } of decisions) {
      await page.goto(reviewPath(candidate.id));
      await page.getByRole('heading', { level: 1, name: candidate.name }).waitFor();
      const panel = page.getByRole('region', { name: 'Decision' });
      await panel.getByRole('button', { name: action, exact: true }).click();
      const dialog = page.getByRole('dialog');
      // The email goes now (the default), not later.
      expect(await dialog.getByRole('checkbox').isChecked()).toBe(true);
      await dialog.getByRole('button', { name: action, exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await panel.getByText(done).waitFor();
    }
    for (const { candidate, subject } of decisions) {
      const mail = await waitForEmailMatching(candidate.email, (m) =>
        m.subject.startsWith(subject),
      );
      expect(mail.subject).toContain(title);
    }
    expect(problems).toEqual([]);
  }, 90_000);
});
