// The engine boundary for server-side transcription (docs/decisions/032-server-transcription.md).
// The app knows only this type; the Node entry passes the engine (speech/), so app.ts stays free
// of Node-only imports. A host without the engine's system parts passes an unavailable one.

// One recognised word: seconds from the start of the audio, and the engine's confidence 0-1.
export type RecognisedWord = { text: string; start: number; end: number; confidence: number };

export type TranscriptResult = {
  text: string;
  words: RecognisedWord[];
  // Length of the decoded audio in seconds (what pace is measured against).
  audioSeconds: number;
};

// 'decoding' while the audio is turned into PCM, 'recognising' while the engine runs.
export type TranscriptionStage = 'decoding' | 'recognising';

export type TranscriptionEngineStatus =
  | { available: true; engine: string }
  // `missing` names what is not installed, e.g. ['libpocketsphinx3', 'ffmpeg'].
  | { available: false; engine: string; missing: string[]; installCommand: string };

export type Transcriber = {
  status: TranscriptionEngineStatus;
  // Transcribes a stored recording's bytes. `onProgress` gets the stage and a fraction 0-1.
  transcribe(
    audio: ReadableStream<Uint8Array>,
    onProgress: (stage: TranscriptionStage, fraction: number) => void,
  ): Promise<TranscriptResult>;
  close(): Promise<void>;
};

// A transcriber for a host with no engine (tests, a browser demo, TRANSCRIPTION=off): says so,
// never transcribes.
export function unavailableTranscriber(
  missing: string[] = ['libpocketsphinx3', 'pocketsphinx-en-us', 'ffmpeg'],
): Transcriber {
  return {
    status: {
      available: false,
      engine: 'pocketsphinx',
      missing,
      // Nothing missing: transcription was turned off (TRANSCRIPTION=off).
      installCommand: missing.length
        ? `apt-get install -y --no-install-recommends ${missing.join(' ')}`
        : '',
    },
    transcribe: () => Promise.reject(new Error('No transcription engine is installed')),
    close: async () => undefined,
  };
}
