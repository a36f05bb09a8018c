// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CandidateAnswers as Answers } from '@rehearse/contracts/candidate-answers';
import { apiServer } from '../../../test/api-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CandidateAnswers } from './candidate-answers';

const PATH = '/api/recruiter/postings/p1/candidates/c1/answers';
const ok = (data: unknown) => HttpResponse.json({ success: true, data });
const anchors = ['Lost', 'Shaky', 'Sound', 'Strong', 'Exceptional'];
const criterion = { id: 'k1', name: 'Problem solving', description: null, weight: 2, anchors };

const answers = (over: Partial<Answers> = {}): Answers => ({
  candidate: { id: 'c1', name: 'Ada Lovelace', stage: 'completed' },
  anonymized: false,
  media_note: null,
  answers: [
    {
      question_id: 'q1',
      position: 1,
      prompt: 'Tell us about a hard bug.',
      answer_type: 'video',
      criteria: [criterion],
      submitted_at: '2026-11-26T10:00:00.000Z',
      text: null,
      media: {
        url: '/api/recruiter/postings/p1/candidates/c1/answers/q1/media?expires=1&signature=ab',
        kind: 'video',
        mime_type: 'video/webm',
        duration_seconds: 42,
      },
      transcript: { state: 'done', text: 'It was a race condition.' },
    },
    {
      question_id: 'q2',
      position: 2,
      prompt: 'Why this team?',
      answer_type: 'audio',
      criteria: [],
      submitted_at: null,
      text: null,
      media: null,
      transcript: null,
    },
    {
      question_id: 'q3',
      position: 3,
      prompt: 'Write a haiku.',
      answer_type: 'text',
      criteria: [],
      submitted_at: '2026-11-26T10:05:00.000Z',
      text: 'An old silent pond',
      media: null,
      transcript: null,
    },
  ],
  ...over,
});

const show = () =>
  renderWithProviders(<CandidateAnswers postingId="p1" candidateId="c1" />, {
    url: '/recruiter/jobs/view-posting/p1/candidates/c1',
  });
const card = async (prompt: string) =>
  screen.findByRole('article', { name: prompt }).then((el) => within(el));

describe('the candidate’s answers', () => {
  it('plays each answer with its transcript, marks the unanswered and shows the criteria’s levels', async () => {
    apiServer.use(http.get(PATH, () => ok(answers())));
    show();
    expect(screen.getByRole('status', { name: 'Loading the candidate’s answers' })).toBeTruthy();
    const first = await card('Tell us about a hard bug.');
    const player = first.getByLabelText('Recording of the answer to question 1');
    expect(player.tagName).toBe('VIDEO');
    expect(player.getAttribute('src')).toEqual(expect.stringContaining('/answers/q1/media?'));
    expect(first.getByText('It was a race condition.')).toBeTruthy();
    expect(first.getByText(/Question 1 of 3/)).toBeTruthy();
    // No delivery metrics beside the answer.
    expect(first.queryByText(/pace|filler|words per minute/i)).toBeNull();

    // The level descriptions open from the criterion's chip, by keyboard too.
    expect(first.queryByText('Exceptional')).toBeNull();
    const chip = first.getByRole('button', { name: 'Problem solving' });
    expect(chip.getAttribute('aria-expanded')).toBe('false');
    chip.focus();
    await userEvent.keyboard('{Enter}');
    expect(chip.getAttribute('aria-expanded')).toBe('true');
    expect(first.getByText('Levels of Problem solving, 1 to 5')).toBeTruthy();
    expect(first.getAllByRole('listitem').map((li) => li.textContent)).toEqual(anchors);
    await userEvent.click(chip);
    expect(first.queryByText('Exceptional')).toBeNull();

    const second = await card('Why this team?');
    expect(second.getByText('Not answered')).toBeTruthy();
    expect(second.queryByLabelText(/Recording of/)).toBeNull();
    expect((await card('Write a haiku.')).getByText('An old silent pond')).toBeTruthy();
  });

  it('offers an anonymised review’s answers as audio, and says so', async () => {
    const base = answers().answers[0]!;
    apiServer.use(
      http.get(PATH, () =>
        ok(
          answers({
            anonymized: true,
            answers: [
              {
                ...base,
                media: {
                  ...base.media!,
                  url: '/api/recruiter/postings/p1/candidates/c1/answers/q1/audio?expires=1&signature=ab',
                  kind: 'audio',
                  mime_type: 'audio/webm',
                },
                transcript: { state: 'running', text: null },
              },
            ],
          }),
        ),
      ),
    );
    show();
    const first = await card('Tell us about a hard bug.');
    expect(first.getByLabelText('Recording of the answer to question 1').tagName).toBe('AUDIO');
    expect(document.querySelector('video')).toBeNull();
    expect(screen.getByText(/Anonymised review: the candidate’s name is hidden/)).toBeTruthy();
    expect(first.getByText(/The transcript is being made/)).toBeTruthy();
  });

  it('offers transcripts only when the server cannot strip the video', async () => {
    const base = answers().answers[0]!;
    apiServer.use(
      http.get(PATH, () =>
        ok(
          answers({
            anonymized: true,
            media_note: 'transcript-only',
            answers: [{ ...base, media: null }],
          }),
        ),
      ),
    );
    show();
    const first = await card('Tell us about a hard bug.');
    expect(first.queryByLabelText(/Recording of/)).toBeNull();
    expect(first.getByText(/read its transcript/)).toBeTruthy();
    expect(first.getByText('It was a race condition.')).toBeTruthy();
    expect(screen.getByText(/recorded answers are offered as transcripts only/)).toBeTruthy();
  });

  it('says when there are no answers yet', async () => {
    const none = answers().answers.map((a) => ({
      ...a,
      submitted_at: null,
      text: null,
      media: null,
      transcript: null,
    }));
    apiServer.use(http.get(PATH, () => ok(answers({ answers: none }))));
    show();
    expect(
      await screen.findByText('No answers yet: the candidate has not submitted any.'),
    ).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows an error with a retry when the answers cannot load', async () => {
    let calls = 0;
    apiServer.use(
      http.get(PATH, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { success: false, error: { code: 'internal', message: 'Boom' } },
              { status: 500 },
            )
          : ok(answers());
      }),
    );
    show();
    expect(await screen.findByText('The answers could not be loaded')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Tell us about a hard bug.' })).toBeTruthy();
  });
});
