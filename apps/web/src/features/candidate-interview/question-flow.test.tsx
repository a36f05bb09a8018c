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
});
