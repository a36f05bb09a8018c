// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { InterviewQuestion, InterviewWelcome } from '@rehearse/contracts/candidate-interview';
import { apiServer } from '../../test/api-server';
import { renderWithProviders } from '../../test/render-with-providers';
import { CandidateInterviewScreen } from './candidate-interview-screen';

const TOKEN = 'tok_123-abc';
const BASE = `/api/interview/${TOKEN}`;
const welcome = (overrides: Partial<InterviewWelcome> = {}): InterviewWelcome => ({
  company_name: 'Northwind Talent',
  logo_url: null,
  brand_color: '#0f766e',
  posting_title: 'Platform Engineer',
  intro_message: 'Thanks for applying!',
  closing_message: null,
  candidate_name: 'Cora Candidate',
  plan: [
    {
      position: 0,
      answer_type: 'text',
      think_time_seconds: 30,
      answer_time_seconds: 300,
      takes: 1,
    },
  ],
  audience: 'hiring-team',
  retention_days_after_archive: 180,
  deadline_at: '2026-12-03T10:00:00.000Z',
  consented_at: null,
  stage: 'invited',
  answered: 0,
  total: 1,
  ...overrides,
});
const question = (overrides: Partial<InterviewQuestion> = {}): InterviewQuestion => {
  const now = Date.now();
  return {
    id: '6f1c1d2e-0000-4000-8000-000000000001',
    position: 0,
    total: 1,
    prompt: 'Write a haiku about bugs.',
    answer_type: 'text',
    think_time_seconds: 30,
    answer_time_seconds: 300,
    takes_allowed: 1,
    think_started_at: new Date(now - 10_000).toISOString(),
    think_ends_at: new Date(now + 20_000).toISOString(),
    answer_started_at: null,
    answer_ends_at: null,
    takes: [],
    server_now: new Date(now).toISOString(),
    ...overrides,
  };
};

const show = () =>
  renderWithProviders(<CandidateInterviewScreen token={TOKEN} />, {
    url: `/interview/${TOKEN}`,
  });

describe('the candidate interview page', () => {
  it('shows what is recorded, who sees it and how long it is kept, then asks for consent', async () => {
    let consented = 0;
    apiServer.use(
      http.get(BASE, () => HttpResponse.json({ success: true, data: welcome() })),
      http.post(`${BASE}/consent`, () => {
        consented++;
        return HttpResponse.json({
          success: true,
          data: welcome({ consented_at: new Date().toISOString(), stage: 'started' }),
        });
      }),
      http.get(`${BASE}/question`, () =>
        HttpResponse.json({ success: true, data: { question: question(), answered: 0, total: 1 } }),
      ),
      // This server does not transcribe: the warm-up is written.
      http.get(`${BASE}/warm-up`, () =>
        HttpResponse.json({ success: true, data: { spoken: false, max_bytes: 5_242_880 } }),
      ),
    );
    show();
    expect(await screen.findByText('Welcome, Cora Candidate')).toBeTruthy();
    expect(screen.getByText(/A written answer: 30 s to think, up to 5 min to write/)).toBeTruthy();
    expect(
      screen.getByText(/Only the hiring team at Northwind Talent sees your answers/),
    ).toBeTruthy();
    expect(screen.getByText(/deleted 180 days after the job posting is closed/)).toBeTruthy();
    const start = screen.getByRole('button', { name: 'Start' }) as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox'));
    await user.click(start);
    // A plan of written answers needs no device check. The warm-up comes first: analysed in
    // the browser, never sent.
    expect(await screen.findByText('Warm-up (not recorded)')).toBeTruthy();
    expect(await screen.findByText(/This server cannot transcribe speech/)).toBeTruthy();
    await user.type(
      screen.getByLabelText('Your warm-up answer'),
      'Um, I kind of learned SQL window functions and I cut a report from 40 minutes to 2.',
    );
    await user.click(screen.getByRole('button', { name: 'Get feedback' }));
    expect(await screen.findByText('Word count')).toBeTruthy();
    expect(screen.getByText('Filler words')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue to the interview' }));
    expect(await screen.findByText('Write a haiku about bugs.')).toBeTruthy();
    expect(consented).toBe(1);
    expect(screen.getByRole('timer')).toBeTruthy();
  });

  it('writes an answer within the server’s time and submits the interview', async () => {
    const started = question({
      answer_started_at: new Date().toISOString(),
      answer_ends_at: new Date(Date.now() + 300_000).toISOString(),
    });
    const answers: unknown[] = [];
    let finished = false;
    apiServer.use(
      http.get(BASE, () =>
        HttpResponse.json({
          success: true,
          data: welcome({
            consented_at: '2026-11-26T10:00:00.000Z',
            stage: finished ? 'completed' : 'started',
          }),
        }),
      ),
      http.get(`${BASE}/question`, () =>
        HttpResponse.json({ success: true, data: { question: question(), answered: 0, total: 1 } }),
      ),
      // This server does not transcribe: the warm-up is written.
      http.get(`${BASE}/warm-up`, () =>
        HttpResponse.json({ success: true, data: { spoken: false, max_bytes: 5_242_880 } }),
      ),
      http.post(`${BASE}/questions/${started.id}/start`, () =>
        HttpResponse.json({ success: true, data: started }),
      ),
      http.post(`${BASE}/questions/${started.id}/answer`, async ({ request }) => {
        answers.push(await request.json());
        return HttpResponse.json({
          success: true,
          data: { question: null, answered: 1, total: 1 },
        });
      }),
      http.post(`${BASE}/finish`, () => {
        finished = true;
        return HttpResponse.json({
          success: true,
          data: { stage: 'completed', answered: 1, total: 1 },
        });
      }),
    );
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Skip the warm-up' }));
    await user.click(await screen.findByRole('button', { name: 'Start answering now' }));
    await user.type(await screen.findByLabelText('Your answer'), 'Silent null pointer');
    await user.click(screen.getByRole('button', { name: 'Send this answer' }));
    expect(await screen.findByText('All questions answered')).toBeTruthy();
    expect(answers).toEqual([{ text: 'Silent null pointer' }]);
    await user.click(screen.getByRole('button', { name: 'Send my interview' }));
    expect(await screen.findByText('Thank you, your interview is sent')).toBeTruthy();
  });

  it('lets the candidate pause after an answer: the next question opens only when asked for', async () => {
    const textQuestion = welcome().plan[0]!;
    const first = question({
      answer_started_at: new Date().toISOString(),
      answer_ends_at: new Date(Date.now() + 300_000).toISOString(),
      total: 2,
    });
    const second = question({
      id: '6f1c1d2e-0000-4000-8000-000000000002',
      position: 1,
      total: 2,
      prompt: 'Describe your favourite bug.',
    });
    // Every fetch of the current question would start its think time on the server.
    let fetches = 0;
    let answered = 0;
    apiServer.use(
      http.get(BASE, () =>
        HttpResponse.json({
          success: true,
          data: welcome({
            plan: [textQuestion, { ...textQuestion, position: 1 }],
            total: 2,
            answered,
            consented_at: '2026-11-26T10:00:00.000Z',
            stage: 'started',
          }),
        }),
      ),
      http.get(`${BASE}/question`, () => {
        fetches += 1;
        return HttpResponse.json({
          success: true,
          data: { question: answered === 0 ? first : second, answered, total: 2 },
        });
      }),
      http.get(`${BASE}/warm-up`, () =>
        HttpResponse.json({ success: true, data: { spoken: false, max_bytes: 5_242_880 } }),
      ),
      http.post(`${BASE}/questions/${first.id}/answer`, () => {
        answered = 1;
        return HttpResponse.json({ success: true, data: { question: null, answered, total: 2 } });
      }),
    );
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Skip the warm-up' }));
    await user.type(await screen.findByLabelText('Your answer'), 'Silent null pointer');
    await user.click(screen.getByRole('button', { name: 'Send this answer' }));
    expect(await screen.findByRole('heading', { name: 'Answer sent' })).toBeTruthy();
    expect(screen.getByText(/^Question 2 of 2 is next\. Take a break/)).toBeTruthy();
    expect(screen.queryByText('Describe your favourite bug.')).toBeNull();
    expect(fetches).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Show the next question' }));
    expect(
      await screen.findByRole('heading', { name: 'Describe your favourite bug.' }),
    ).toBeTruthy();
    expect(fetches).toBe(2);
  });
  it('says why a link does not work: unknown, expired, revoked', async () => {
    apiServer.use(
      http.get(BASE, () =>
        HttpResponse.json(
          {
            success: false,
            error: { code: 'candidateInterview.link_expired', message: 'The deadline passed' },
          },
          { status: 410 },
        ),
      ),
    );
    show();
    expect(await screen.findByText('The deadline has passed')).toBeTruthy();
  });

  it('answers an unknown link with its own page', async () => {
    apiServer.use(
      http.get(BASE, () =>
        HttpResponse.json(
          { success: false, error: { code: 'request.not_found', message: 'Not valid' } },
          { status: 404 },
        ),
      ),
    );
    show();
    expect(await screen.findByText('This link does not work')).toBeTruthy();
  });

  it('deletes the candidate’s answers when they withdraw, after asking', async () => {
    let deleted = 0;
    apiServer.use(
      http.get(BASE, () => HttpResponse.json({ success: true, data: welcome() })),
      http.delete(BASE, () => {
        deleted++;
        return HttpResponse.json({
          success: true,
          data: { stage: 'withdrawn', answered: 0, total: 1 },
        });
      }),
    );
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Withdraw and delete my answers' }));
    await user.click(screen.getByRole('button', { name: 'Delete and withdraw' }));
    await waitFor(() => expect(deleted).toBe(1));
  });
});
