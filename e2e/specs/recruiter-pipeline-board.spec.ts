import { describe, expect, inject, it } from 'vitest';
import { signInToken } from '../support/accounts';
import { DEMO_PASSWORD, signInTo, uniqueEmail } from '../support/auth';
import { seriousViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { waitForEmail } from '../support/inbox';
import { collectPageProblems } from '../support/page-problems';

const { newPage } = useBrowser();

const OWNER = 'recruiter@rehearse.dev';

// A call to the API as a client makes it; answers the status and the envelope's data.
async function api<T>(method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${inject('baseURL')}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T };
  expect(res.status, `${method} ${path}: ${JSON.stringify(json)}`).toBeLessThan(300);
  return json.data;
}

// A posting of the demo organization with one written question, opened, and one candidate who
// really takes the interview through the public link from the invitation email: completed.
async function completedCandidate(name: string) {
  const token = await signInToken(OWNER, DEMO_PASSWORD);
  const posting = await api<{ id: string }>(
    'POST',
    '/api/recruiter/postings',
    { title: `Board ${Date.now()}` },
    token,
  );
  const plan = await api<{ questions: { id: string }[] }>(
    'PUT',
    `/api/recruiter/postings/${posting.id}/plan`,
    {
      questions: [
        {
          prompt: 'What would you build first?',
          answer_type: 'text',
          think_time_seconds: 30,
          answer_time_seconds: 300,
          takes: 1,
        },
      ],
    },
    token,
  );
  await api('POST', `/api/recruiter/postings/${posting.id}/state`, { state: 'open' }, token);
  const email = uniqueEmail();
  await api('POST', `/api/recruiter/postings/${posting.id}/candidates`, { name, email }, token);
  const link = /\/interview\/([A-Za-z0-9_-]+)/.exec((await waitForEmail(email)).text)?.[1];
  expect(link).toBeTruthy();
  const question = plan.questions[0]!.id;
  await api('POST', `/api/interview/${link}/consent`, { agree: true });
  await api('POST', `/api/interview/${link}/questions/${question}/start`);
  await api('POST', `/api/interview/${link}/questions/${question}/answer`, {
    text: 'A checkout that explains its prices.',
  });
  await api('POST', `/api/interview/${link}/finish`);
  return posting.id;
}

// Issue 15's pipeline board (docs/decisions/052-pipeline-board.md): the owner opens the board of
// a posting whose candidate has completed the interview, moves the candidate to Shortlisted with
// the keyboard alone (the drag handle, Space, the arrow key, Space), confirms the decision, and
// finds the card in the Shortlisted column; the board passes axe.
describe('recruiter pipeline board', () => {
  it('moves a completed candidate to Shortlisted with the keyboard', async () => {
    const name = `Kay Board ${Date.now()}`;
    const postingId = await completedCandidate(name);
    const page = await newPage({ viewport: 'desktop' });
    const problems = collectPageProblems(page);
    const path = `/recruiter/jobs/view-posting/${postingId}?view=board`;
    await page.goto(`/sign-in?redirectURL=${encodeURIComponent(path)}`);
    await signInTo(page, `/recruiter/jobs/view-posting/${postingId}`, OWNER);
    const board = page.getByRole('region', { name: 'Pipeline board, one column per stage' });
    const completed = board.getByRole('region', { name: 'Completed' });
    const shortlisted = board.getByRole('region', { name: 'Shortlisted' });
    await completed.getByText(name).waitFor();
    await completed.getByLabel('1 candidate').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const handle = completed.getByRole('button', { name: `Move ${name} by dragging` });
    await handle.focus();
    await page.keyboard.press('Space');
    // While it is held, the stages a decision leads to accept it and the others are closed.
    await expect.poll(() => shortlisted.getAttribute('data-state')).toBe('accepts');
    expect(await board.getByRole('region', { name: 'Invited' }).getAttribute('data-state')).toBe(
      'closed',
    );
    await page.keyboard.press('ArrowRight');
    await page.getByText(`${name} is over Shortlisted.`).waitFor({ state: 'attached' });
    await page.keyboard.press('Space');

    const dialog = page.getByRole('dialog', { name: 'Advance this candidate?' });
    await dialog.getByText(name).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Advance to shortlist' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `${name} moved to Shortlisted.` })
      .waitFor();
    await shortlisted.getByText(name).waitFor();
    await expect.poll(() => completed.getByText(name).count()).toBe(0);
    await shortlisted.getByLabel('1 candidate').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
