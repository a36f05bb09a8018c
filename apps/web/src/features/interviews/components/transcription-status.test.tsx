// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { NoTranscriptionNote, TranscriptionStatus } from './transcription-status';

describe('TranscriptionStatus', () => {
  it('shows the stage and percentage while the server transcribes', async () => {
    renderWithProviders(
      <TranscriptionStatus
        transcription={{ status: 'running', stage: 'recognising', progress: 42, errorCode: null }}
      />,
    );
    expect((await screen.findByRole('status')).textContent).toContain(
      'Transcribing your recording… 42%',
    );
    expect(
      screen
        .getByRole('progressbar', { name: 'Transcription progress' })
        .getAttribute('aria-valuenow'),
    ).toBe('42');
  });

  it('says a queued recording is waiting, and why a failed one has no transcript', async () => {
    const { unmount } = renderWithProviders(
      <TranscriptionStatus
        transcription={{ status: 'queued', stage: null, progress: 0, errorCode: null }}
      />,
    );
    expect((await screen.findByRole('status')).textContent).toContain(
      'Waiting to transcribe your recording…',
    );
    unmount();
    renderWithProviders(
      <TranscriptionStatus
        transcription={{
          status: 'failed',
          stage: null,
          progress: 0,
          errorCode: 'transcription.audio_unreadable',
        }}
      />,
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The recording could not be read as audio',
    );
  });

  it('says when this server does not transcribe, and nothing when it does', async () => {
    const { unmount } = renderWithProviders(
      <NoTranscriptionNote
        status={{ available: true, engine: 'pocketsphinx', missing: [], installCommand: null }}
      />,
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText(/does not transcribe/)).toBeNull();
    unmount();
    renderWithProviders(
      <NoTranscriptionNote
        status={{
          available: false,
          engine: 'pocketsphinx',
          missing: ['ffmpeg'],
          installCommand: 'apt-get install -y --no-install-recommends ffmpeg',
        }}
      />,
    );
    await screen.findByText(/This server does not transcribe recordings/);
  });

  it('tells a visitor of the demo build (no server) to type what they said', async () => {
    vi.stubEnv('MODE', 'demo');
    try {
      renderWithProviders(
        <NoTranscriptionNote
          status={{ available: false, engine: 'pocketsphinx', missing: [], installCommand: null }}
        />,
      );
      await screen.findByText(
        'This demo runs entirely in your browser and does not transcribe recordings, so type what you said to get your feedback.',
      );
      expect(screen.queryByText(/server/)).toBeNull();
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
