// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InterviewQuestion, WarmUpTranscript } from '@rehearse/contracts/candidate-interview';
import { apiServer } from '../../test/api-server';
import { renderWithProviders } from '../../test/render-with-providers';
import { QuestionFlow } from './question-flow';
import { WarmUp } from './warm-up';

const TOKEN = 'tok_warm-up';
const BASE = `/api/interview/${TOKEN}`;

// The browser's speech synthesis, recording what it was asked to say.
function fakeSpeechSynthesis() {
  const spoken: { text: string; rate: number }[] = [];
  class Utterance {
    lang = '';
    rate = 1;
    voice: unknown = null;
    onend: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(readonly text: string) {}
  }
  const synthesis = {
    speak: vi.fn((u: Utterance) => {
      spoken.push({ text: u.text, rate: u.rate });
      setTimeout(() => u.onend?.(), 0);
    }),
    cancel: vi.fn(),
    getVoices: () => [],
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
  Object.defineProperty(window, 'speechSynthesis', { value: synthesis, configurable: true });
  return { spoken, synthesis };
}

// A microphone and a MediaRecorder that records a few bytes of "audio".
function fakeMicrophone() {
  const track = { kind: 'audio', stop: vi.fn() };
  const stream = {
    getTracks: () => [track],
    getAudioTracks: () => [track],
    getVideoTracks: () => [],
  };
  Object.defineProperty(navigator, 'mediaDevices', {
    value: { getUserMedia: vi.fn(async () => stream) },
    configurable: true,
  });
  class Recorder {
    static isTypeSupported = (type: string) => type.startsWith('audio/webm');
    state = 'inactive';
    mimeType: string;
    ondataavailable: ((e: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(_stream: unknown, options: { mimeType?: string }) {
      this.mimeType = options.mimeType ?? 'audio/webm';
    }
    start() {
      this.state = 'recording';
    }
    stop() {
      this.state = 'inactive';
      this.ondataavailable?.({ data: new Blob([new Uint8Array(400)], { type: this.mimeType }) });
      this.onstop?.();
    }
  }
  vi.stubGlobal('MediaRecorder', Recorder);
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
}

const transcript: WarmUpTranscript = {
  // Slow, with a long pause after "cut": pace and pauses come from these timings.
  text: 'um I learned SQL window functions and um I cut a report from forty minutes to two',
  words: 'um I learned SQL window functions and um I cut a report from forty minutes to two'
    .split(' ')
    .map((text, i) => {
      const start = i * 0.6 + (i > 9 ? 4 : 0);
      return { text, start, end: start + 0.4, confidence: 0.9 };
    }),
  audio_seconds: 14.5,
};

afterEach(() => {
  vi.unstubAllGlobals();
  // jsdom has neither: each test sets up what it needs.
  Reflect.deleteProperty(window, 'speechSynthesis');
  Reflect.deleteProperty(navigator, 'mediaDevices');
  localStorage.clear();
});

describe('the spoken warm-up', () => {
  beforeEach(() => fakeMicrophone());

  it('records, sends the audio to be transcribed and shows feedback on pace, pauses and fillers', async () => {
    const uploads: { type: string | null; size: number }[] = [];
    apiServer.use(
      http.get(`${BASE}/warm-up`, () =>
        HttpResponse.json({ success: true, data: { spoken: true, max_bytes: 5_242_880 } }),
      ),
      http.post(`${BASE}/warm-up/transcript`, async ({ request }) => {
        uploads.push({
          type: request.headers.get('content-type'),
          size: (await request.arrayBuffer()).byteLength,
        });
        return HttpResponse.json({ success: true, data: transcript });
      }),
    );
    const done = vi.fn();
    renderWithProviders(<WarmUp token={TOKEN} onDone={done} />);
    expect(await screen.findByText(/only to be transcribed and is deleted/)).toBeTruthy();
    expect(screen.getByRole('meter', { name: 'Microphone level' })).toBeTruthy();
    const user = userEvent.setup();
    const record = await screen.findByRole('button', { name: 'Record your answer' });
    await waitFor(() => expect((record as HTMLButtonElement).disabled).toBe(false));
    await user.click(record);
    await user.click(screen.getByRole('button', { name: 'Stop recording' }));
    expect(await screen.findByText('Your feedback')).toBeTruthy();
    expect(uploads).toEqual([{ type: 'audio/webm;codecs=opus', size: 400 }]);
    expect(screen.getByText('What we heard')).toBeTruthy();
    expect(screen.getByText(transcript.text)).toBeTruthy();
    // Delivery metrics, measured from the timed words.
    expect(screen.getByText('Pace')).toBeTruthy();
    expect(screen.getByText('Filler words')).toBeTruthy();
    expect(screen.getByText('Long pauses')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue to the interview' }));
    expect(done).toHaveBeenCalledOnce();
  });

  it('keeps the written warm-up as the alternative, and is the only one without transcription', async () => {
    let transcribed = 0;
    apiServer.use(
      http.get(`${BASE}/warm-up`, () =>
        HttpResponse.json({ success: true, data: { spoken: true, max_bytes: 5_242_880 } }),
      ),
      http.post(`${BASE}/warm-up/transcript`, () => {
        transcribed++;
        return HttpResponse.json({ success: true, data: transcript });
      }),
    );
    renderWithProviders(<WarmUp token={TOKEN} onDone={() => undefined} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Write' }));
    await user.type(screen.getByLabelText('Your warm-up answer'), 'I learned Rust last month.');
    await user.click(screen.getByRole('button', { name: 'Get feedback' }));
    expect(await screen.findByText('Word count')).toBeTruthy();
    expect(transcribed).toBe(0);
  });

  it('says when nothing was heard, and when the transcription failed, with a retry', async () => {
    let calls = 0;
    apiServer.use(
      http.get(`${BASE}/warm-up`, () =>
        HttpResponse.json({ success: true, data: { spoken: true, max_bytes: 5_242_880 } }),
      ),
      http.post(`${BASE}/warm-up/transcript`, () => {
        calls++;
        if (calls === 1) {
          return HttpResponse.json(
            { success: false, error: { code: 'transcription.failed', message: 'Engine failed' } },
            { status: 500 },
          );
        }
        return HttpResponse.json({
          success: true,
          data: { text: '', words: [], audio_seconds: 3 },
        });
      }),
    );
    renderWithProviders(<WarmUp token={TOKEN} onDone={() => undefined} />);
    const user = userEvent.setup();
    const record = await screen.findByRole('button', { name: 'Record your answer' });
    await waitFor(() => expect((record as HTMLButtonElement).disabled).toBe(false));
    await user.click(record);
    await user.click(screen.getByRole('button', { name: 'Stop recording' }));
    expect(await screen.findByText('Your warm-up could not be transcribed')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByText(/Nothing was heard in that recording/)).toBeTruthy();
    expect(screen.queryByText('Your feedback')).toBeNull();
    expect(calls).toBe(2);
  });
});

const question = (overrides: Partial<InterviewQuestion> = {}): InterviewQuestion => {
  const now = Date.now();
  return {
    id: '6f1c1d2e-0000-4000-8000-000000000002',
    position: 0,
    total: 1,
    prompt: 'Tell us about a time you disagreed with your manager.',
    answer_type: 'audio',
    think_time_seconds: 30,
    answer_time_seconds: 120,
    takes_allowed: 2,
    think_started_at: new Date(now - 1000).toISOString(),
    think_ends_at: new Date(now + 29_000).toISOString(),
    answer_started_at: null,
    answer_ends_at: null,
    takes: [],
    server_now: new Date(now).toISOString(),
    ...overrides,
  };
};
const serveQuestion = () =>
  apiServer.use(
    http.get(`${BASE}/question`, () =>
      HttpResponse.json({ success: true, data: { question: question(), answered: 0, total: 1 } }),
    ),
  );

describe('reading a question aloud', () => {
  it('reads the prompt with the browser’s speech synthesis when asked', async () => {
    const { spoken } = fakeSpeechSynthesis();
    serveQuestion();
    renderWithProviders(<QuestionFlow token={TOKEN} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Read aloud' }));
    expect(spoken).toEqual([{ text: question().prompt, rate: 1 }]);
    // Off by default: nothing was read before the click.
    expect(
      (
        screen.getByRole('switch', {
          name: 'Read questions aloud automatically',
        }) as HTMLInputElement
      ).checked,
    ).toBe(false);
  });

  it('reads each question as it appears once the candidate turned that on, remembered', async () => {
    const { spoken } = fakeSpeechSynthesis();
    serveQuestion();
    const first = renderWithProviders(<QuestionFlow token={TOKEN} />);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('switch', { name: 'Read questions aloud automatically' }),
    );
    expect(spoken).toEqual([]);
    first.unmount();
    renderWithProviders(<QuestionFlow token={TOKEN} />);
    await waitFor(() => expect(spoken).toEqual([{ text: question().prompt, rate: 1 }]));
  });

  it('says so where the browser cannot read aloud', async () => {
    serveQuestion();
    renderWithProviders(<QuestionFlow token={TOKEN} />);
    expect(await screen.findByText('This browser cannot read questions aloud.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Read aloud' })).toBeNull();
  });
});
