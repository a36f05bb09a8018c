// The Node host's Transcriber: ffmpeg decodes, PocketSphinx recognises in a worker thread.
// SPEECH_MODEL may name another PocketSphinx model folder; without one, Debian's en-us model.
// When a system part is missing the server still starts: the status says what to install.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Worker } from 'node:worker_threads';
import {
  unavailableTranscriber,
  type Transcriber,
  type TranscriptResult,
} from '../platform/transcriber';
import { startWorker } from '../workers/start-worker';
import { decodeToPcm, ffmpegInstalled } from './ffmpeg-decode';
import { DEBIAN_MODEL_DIR, findModel, pocketSphinxLoads, SAMPLE_RATE } from './pocketsphinx';
import type { TranscriptionReply, TranscriptionWorkerData } from './transcription-worker-protocol';

// Beside server.js in the bundle (build.mjs); beside this file when run from source.
const here = dirname(fileURLToPath(import.meta.url));
const WORKER_FILE = here.endsWith('dist')
  ? join(here, 'transcription-worker.js')
  : join(here, 'transcription-worker.ts');

export const SPEECH_PACKAGES = ['libpocketsphinx3', 'pocketsphinx-en-us', 'ffmpeg'];

export function createSpeechTranscriber(options: { modelDir?: string } = {}): Transcriber {
  const modelDir = options.modelDir ?? DEBIAN_MODEL_DIR;
  const model = findModel(modelDir);
  const missing = [
    ...(pocketSphinxLoads() ? [] : ['libpocketsphinx3']),
    // A configured model folder is the operator's to fix; Debian's comes from its package.
    ...(model ? [] : options.modelDir ? [] : ['pocketsphinx-en-us']),
    ...(ffmpegInstalled() ? [] : ['ffmpeg']),
  ];
  if (!model && options.modelDir) {
    throw new Error(
      `SPEECH_MODEL=${options.modelDir} is not a PocketSphinx model folder (an acoustic model folder with mdef, a *.lm.bin and a *.dict)`,
    );
  }
  if (missing.length > 0 || !model) return unavailableTranscriber(missing);

  const engine = options.modelDir ? `pocketsphinx (${options.modelDir})` : 'pocketsphinx';
  let worker: Worker | undefined;
  let lastId = 0;
  const pending = new Map<
    number,
    {
      progress: (f: number) => void;
      resolve: (r: TranscriptionReply) => void;
      reject: (e: Error) => void;
    }
  >();
  const fail = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    worker = undefined;
  };
  // Started at the first recording: a server that never transcribes never loads the model.
  const ensureWorker = () => {
    if (worker) return worker;
    const started = startWorker(WORKER_FILE, { model } satisfies TranscriptionWorkerData);
    started.unref();
    started.on('message', (reply: TranscriptionReply) => {
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      if (reply.kind === 'progress') return waiting.progress(reply.fraction);
      pending.delete(reply.id);
      if (pending.size === 0) started.unref();
      waiting.resolve(reply);
    });
    started.on('error', fail);
    started.on('exit', (code) => fail(new Error(`The transcription worker stopped (${code})`)));
    worker = started;
    return started;
  };

  return {
    status: { available: true, engine },
    async transcribe(audio, onProgress): Promise<TranscriptResult> {
      onProgress('decoding', 0);
      const pcm = await decodeToPcm(audio);
      const audioSeconds = pcm.length / SAMPLE_RATE;
      onProgress('recognising', 0);
      const thread = ensureWorker();
      const id = ++lastId;
      const reply = await new Promise<TranscriptionReply>((resolve, reject) => {
        pending.set(id, { resolve, reject, progress: (f) => onProgress('recognising', f) });
        thread.ref();
        thread.postMessage({ id, pcm }, [pcm.buffer as ArrayBuffer]);
      });
      if (reply.kind === 'failed') throw new Error(reply.message);
      if (reply.kind !== 'done') throw new Error('Unexpected reply from the transcription worker');
      return {
        text: reply.words.map((w) => w.text).join(' '),
        words: reply.words,
        audioSeconds: Math.round(audioSeconds * 100) / 100,
      };
    },
    async close() {
      const running = worker;
      fail(new Error('The transcriber is closed'));
      await running?.terminate();
    },
  };
}
