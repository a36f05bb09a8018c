// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InterviewQuestion } from '@rehearse/contracts/candidate-interview';
import { apiServer } from '../../test/api-server';
import { renderWithProviders } from '../../test/render-with-providers';
import { QuestionFlow } from './question-flow';

const TOKEN = 'tok_456-def';
const BASE = `/api/interview/${TOKEN}`;

// A recorder that, like a busy phone's stopped in its first moments, gives no data at all.
class SilentRecorder {
  static isTypeSupported = () => true;
  state: RecordingState = 'inactive';
  mimeType = 'video/webm';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: (() => void) | null = null;
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob([]) });
    this.onstop?.();
  }
}

// A recorder that records a few bytes, as any working camera does.
class WorkingRecorder extends SilentRecorder {
  override stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['a short take'], { type: 'video/webm' }) });
    this.onstop?.();
  }
}

const startedVideoQuestion = (): InterviewQuestion => {
  const now = Date.now();
  return {
    id: '6f1c1d2e-0000-4000-8000-000000000002',
    position: 0,
    total: 1,
    prompt: 'Tell us about a release you rescued.',
    answer_type: 'video',
    think_time_seconds: 30,
    answer_time_seconds: 120,
    takes_allowed: 2,
    think_started_at: new Date(now - 40_000).toISOString(),
    think_ends_at: new Date(now - 10_000).toISOString(),
    answer_started_at: new Date(now - 10_000).toISOString(),
    answer_ends_at: new Date(now + 110_000).toISOString(),
    takes: [],
    server_now: new Date(now).toISOString(),
  };
};

describe('QuestionFlow recording', () => {
  beforeEach(() => {
    vi.stubGlobal('MediaRecorder', SilentRecorder);
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    Object.defineProperty(navigator, 'mediaDevices', {
      value: { getUserMedia: () => Promise.resolve({ getTracks: () => [] }) },
      configurable: true,
    });
    vi.spyOn(window.HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('does not send an empty take: it says nothing was recorded and offers to record again', async () => {
    const question = startedVideoQuestion();
    let uploads = 0;
    apiServer.use(
      http.get(`${BASE}/question`, () =>
        HttpResponse.json({ success: true, data: { question, answered: 0, total: 1 } }),
      ),
      http.post(`${BASE}/questions/${question.id}/takes`, () => {
        uploads += 1;
        return HttpResponse.json(
          { success: false, error: { code: 'recording.empty', message: 'The recording is empty' } },
          { status: 400 },
        );
      }),
    );
    renderWithProviders(<QuestionFlow token={TOKEN} />);
    const user = userEvent.setup();
    const record = await screen.findByRole('button', { name: 'Record' });
    await vi.waitFor(() => expect(record.hasAttribute('disabled')).toBe(false));
    await user.click(record);
    await user.click(await screen.findByRole('button', { name: 'Stop recording' }));
    expect(await screen.findByText(/^Nothing was recorded in that take/)).toBeTruthy();
    expect(screen.queryByText(/Your take was not sent/)).toBeNull();
    expect(uploads).toBe(0);
    // Not counted: the first take can still be recorded.
    expect(screen.getByRole('button', { name: 'Record' })).toBeTruthy();
  });

  it('keeps a take whose upload failed on a bad connection and sends it again on request', async () => {
    vi.stubGlobal('MediaRecorder', WorkingRecorder);
    const question = startedVideoQuestion();
    // What each upload said it carries (jsdom's XMLHttpRequest does not hand a Blob's bytes to
    // the mock server): the type and the recorded length.
    const sent: string[] = [];
    apiServer.use(
      http.get(`${BASE}/question`, () =>
        HttpResponse.json({ success: true, data: { question, answered: 0, total: 1 } }),
      ),
      http.post(`${BASE}/questions/${question.id}/takes`, async ({ request }) => {
        const duration = new URL(request.url).searchParams.get('durationSeconds');
        sent.push(`${request.headers.get('content-type')}, ${duration} s`);
        // The connection drops during the first upload; the second arrives.
        if (sent.length === 1) return HttpResponse.error();
        return HttpResponse.json(
          {
            success: true,
            data: {
              ...question,
              takes: [
                {
                  id: '7a1c1d2e-0000-4000-8000-000000000001',
                  number: 1,
                  recording: {
                    id: '8b1c1d2e-0000-4000-8000-000000000001',
                    mimeType: 'video/webm',
                    size: 12,
                    durationSeconds: 2,
                    createdAt: new Date().toISOString(),
                    url: '/api/recordings/8b1c1d2e/media?signature=s',
                  },
                },
              ],
            },
          },
          { status: 201 },
        );
      }),
    );
    renderWithProviders(<QuestionFlow token={TOKEN} />);
    const user = userEvent.setup();
    const record = await screen.findByRole('button', { name: 'Record' });
    await vi.waitFor(() => expect(record.hasAttribute('disabled')).toBe(false));
    await user.click(record);
    await user.click(await screen.findByRole('button', { name: 'Stop recording' }));
    expect(
      await screen.findByText('Your take was not sent. It is kept here: try again.'),
    ).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Take 1' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('radio', { name: 'Take 1' })).toBeTruthy();
    expect(screen.queryByText(/Your take was not sent/)).toBeNull();
    // The same take went twice.
    expect(sent).toHaveLength(2);
    expect(sent[1]).toBe(sent[0]);
    expect(sent[0]).toMatch(/^video\/webm, \d+(\.\d)? s$/);
  });
});
